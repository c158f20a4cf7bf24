import { apiRequest } from '@lettra/shared-ui';

/** DELETE /me: the password confirms; the account and all its letters are gone (204). */
export function deleteAccount(password: string) {
  return apiRequest<void>('/me', { method: 'DELETE', body: { password } });
}
