import type { SessionsEnded } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** DELETE /me/sessions: signs every device but this one out. */
export function endOtherSessions() {
  return apiRequest<SessionsEnded>('/me/sessions', { method: 'DELETE' });
}
