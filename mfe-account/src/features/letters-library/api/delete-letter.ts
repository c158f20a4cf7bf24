import { apiRequest } from '@lettra/shared-ui';
import { okResponseSchema } from '@lettra/contracts';

/** DELETE /letters/:id. */
export function deleteLetter(id: string) {
  return apiRequest(`/letters/${encodeURIComponent(id)}`, okResponseSchema, { method: 'DELETE' });
}
