import { apiRequest } from '@lettra/shared-ui';
import { messageResponseSchema, type SignupBody } from '@lettra/contracts';

/**
 * POST /auth/signup: the api answers the same 'check your mail' message for every address
 * (docs/security.md 'Sign-up by e-mail link'); the account is created by the mailed link.
 */
export function requestSignup(body: SignupBody) {
  return apiRequest('/auth/signup', messageResponseSchema, { method: 'POST', body });
}
