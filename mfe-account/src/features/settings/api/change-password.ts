import { apiRequest } from '@lettra/shared-ui';
import { okResponseSchema } from '@lettra/contracts';

/** POST /me/password: the current password is required. */
export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return apiRequest('/me/password', okResponseSchema, { method: 'POST', body });
}
