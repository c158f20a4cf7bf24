import { apiRequest } from '@lettra/shared-ui';
import { letterViewSchema } from '@lettra/contracts';

/** GET /letters/:id: the letter as it is now on the server (after an edit conflict). */
export function getLetter(id: string) {
  return apiRequest(`/letters/${encodeURIComponent(id)}`, letterViewSchema);
}
