import { apiRequest } from '@lettra/shared-ui';

/** POST /auth/password-reset: always the same neutral answer, whether the address has an account or not. */
export function requestPasswordReset(email: string) {
  return apiRequest<{ message: string }>('/auth/password-reset', { method: 'POST', body: { email } });
}
