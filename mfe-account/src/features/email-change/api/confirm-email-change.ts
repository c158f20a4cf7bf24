import { messageResponseSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** POST /me/email/confirm: the link sent to the new address makes the change; no session needed. */
export function confirmEmailChange(token: string) {
  return apiRequest('/me/email/confirm', messageResponseSchema, { method: 'POST', body: { token } });
}
