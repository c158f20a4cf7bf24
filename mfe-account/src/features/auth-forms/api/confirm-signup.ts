import { apiRequest } from '@lettra/shared-ui';
import { sessionResponseSchema } from '@lettra/contracts';

/** POST /auth/signup/confirm: the mailed link's token and the password chosen at sign-up; signs in. */
export function confirmSignup(token: string, password: string) {
  return apiRequest('/auth/signup/confirm', sessionResponseSchema, { method: 'POST', body: { token, password } });
}
