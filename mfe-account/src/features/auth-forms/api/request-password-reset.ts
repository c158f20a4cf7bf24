import { apiRequest } from '@lettra/shared-ui';
import { messageResponseSchema } from '@lettra/contracts';

/** POST /auth/password-reset: always the same neutral answer, whether the address has an account or not. */
export function requestPasswordReset(email: string) {
  return apiRequest('/auth/password-reset', messageResponseSchema, { method: 'POST', body: { email } });
}
