import { apiRequest } from '@lettra/shared-ui';
import { letterViewSchema, type LetterView } from '@lettra/contracts';

/**
 * Keeps another version as the letter: `PUT /api/letters/:id/chosen-version` with the edit counter
 * the choice started from; the api answers with the letter, its text now that version's. The
 * version left keeps its edits. Throws ApiError (409 when the letter changed elsewhere).
 */
export function chooseVersion(letter: Pick<LetterView, 'id' | 'version'>, chosenVersion: number): Promise<LetterView> {
  return apiRequest(`/letters/${encodeURIComponent(letter.id)}/chosen-version`, letterViewSchema, {
    method: 'PUT',
    body: { version: letter.version, chosenVersion },
  });
}
