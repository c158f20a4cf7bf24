import { accountSessionsSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** GET /me/sessions: the account's signed-in devices, this one first. */
export function listSessions(signal?: AbortSignal) {
  return apiRequest('/me/sessions', accountSessionsSchema, { signal });
}
