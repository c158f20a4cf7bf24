import { apiRequest } from '@lettra/shared-ui';

/** POST /auth/password-reset/confirm: sets the new password with the token of the e-mailed link. */
export function confirmPasswordReset(token: string, password: string) {
  return apiRequest<{ message: string }>('/auth/password-reset/confirm', { method: 'POST', body: { token, password } });
}
