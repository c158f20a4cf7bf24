import { profileUpdateResponseSchema, type ProfileUpdateBody } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/**
 * PATCH /me: the name changes at once; a new e-mail needs the current password and changes only once
 * the link sent to it is opened (`confirmationSentTo` is then that address).
 */
export function updateProfile(body: ProfileUpdateBody) {
  return apiRequest('/me', profileUpdateResponseSchema, { method: 'PATCH', body });
}
