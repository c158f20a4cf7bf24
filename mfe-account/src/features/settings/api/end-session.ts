import { okResponseSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** DELETE /me/sessions/:id: signs one device of the account out. */
export function endSession(id: string) {
  return apiRequest(`/me/sessions/${encodeURIComponent(id)}`, okResponseSchema, { method: 'DELETE' });
}
