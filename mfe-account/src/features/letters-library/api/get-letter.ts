import { apiRequest } from '@lettra/shared-ui';
import type { Letter } from '../../../entities/letters/model/letter.ts';

/** GET /letters/:id: the letter as it is now on the server (after an edit conflict). */
export function getLetter(id: string) {
  return apiRequest<Letter>(`/letters/${encodeURIComponent(id)}`);
}
