import { apiRequest } from '@lettra/shared-ui';
import type { Letter, LetterPatchBody } from '../../../entities/letters/model/letter.ts';

/** PATCH /letters/:id with the version the change started from; a stale version answers 409, nothing overwritten. */
export function updateLetter(id: string, body: LetterPatchBody) {
  return apiRequest<Letter>(`/letters/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}
