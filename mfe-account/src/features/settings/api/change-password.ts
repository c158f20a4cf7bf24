import { apiRequest } from '@lettra/shared-ui';

/** POST /me/password: the current password is required. */
export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return apiRequest<unknown>('/me/password', { method: 'POST', body });
}
