import { apiRequest } from '@lettra/shared-ui';
import { letterViewSchema } from '@lettra/contracts';

/** GET /letters/:id: the letter with its text, as it is now on the server. */
export function getLetter(id: string, signal?: AbortSignal) {
  return apiRequest(`/letters/${encodeURIComponent(id)}`, letterViewSchema, { signal });
}
