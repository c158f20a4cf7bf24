import { apiRequest } from '@lettra/shared-ui';
import { letterViewSchema } from '@lettra/contracts';
import type { LetterPatchBody } from '../../../entities/letters/model/letter.ts';

/** PATCH /letters/:id with the version the change started from; a stale version answers 409, nothing overwritten. */
export function updateLetter(id: string, body: LetterPatchBody) {
  return apiRequest(`/letters/${encodeURIComponent(id)}`, letterViewSchema, { method: 'PATCH', body });
}
