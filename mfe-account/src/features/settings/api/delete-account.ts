import type { AccountDeletionResponse } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** DELETE /me: the password confirms; the account, its letters and any Stripe subscription end at once. */
export function deleteAccount(password: string) {
  return apiRequest<AccountDeletionResponse>('/me', { method: 'DELETE', body: { password } });
}
