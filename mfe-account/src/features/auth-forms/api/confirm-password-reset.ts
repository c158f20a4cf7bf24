import { apiRequest } from '@lettra/shared-ui';
import { messageResponseSchema } from '@lettra/contracts';

/** POST /auth/password-reset/confirm: sets the new password with the token of the e-mailed link. */
export function confirmPasswordReset(token: string, password: string) {
  return apiRequest('/auth/password-reset/confirm', messageResponseSchema, { method: 'POST', body: { token, password } });
}
