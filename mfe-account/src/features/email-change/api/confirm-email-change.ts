import type { MessageResponse } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** POST /me/email/confirm: the link sent to the new address makes the change; no session needed. */
export function confirmEmailChange(token: string) {
  return apiRequest<MessageResponse>('/me/email/confirm', { method: 'POST', body: { token } });
}
