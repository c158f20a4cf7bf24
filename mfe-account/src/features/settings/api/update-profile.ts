import { apiRequest, type SessionUser } from '@lettra/shared-ui';

/** PATCH /me: name and e-mail of the profile form (the e-mail stays unique). */
export function updateProfile(body: { name: string; email: string }) {
  return apiRequest<{ user: SessionUser }>('/me', { method: 'PATCH', body });
}
