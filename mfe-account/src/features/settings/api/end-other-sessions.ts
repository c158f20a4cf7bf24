import { sessionsEndedSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** DELETE /me/sessions: signs every device but this one out. */
export function endOtherSessions() {
  return apiRequest('/me/sessions', sessionsEndedSchema, { method: 'DELETE' });
}
