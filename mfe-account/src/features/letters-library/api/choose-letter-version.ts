import { apiRequest } from '@lettra/shared-ui';
import { letterViewSchema } from '@lettra/contracts';
import type { Letter } from '../../../entities/letters/model/letter.ts';

/** PUT /letters/:id/chosen-version: another version becomes the letter; the others, edits included, are kept. */
export function chooseLetterVersion(letter: Pick<Letter, 'id' | 'version'>, chosenVersion: number) {
  return apiRequest(`/letters/${encodeURIComponent(letter.id)}/chosen-version`, letterViewSchema, {
    method: 'PUT',
    body: { version: letter.version, chosenVersion },
  });
}
