import { accountDeletionResponseSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** DELETE /me: the password confirms; the account, its letters and any Stripe subscription end at once. */
export function deleteAccount(password: string) {
  return apiRequest('/me', accountDeletionResponseSchema, { method: 'DELETE', body: { password } });
}
