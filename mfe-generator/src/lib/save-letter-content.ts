import { apiRequest } from '@lettra/shared-ui';
import { letterViewSchema, type LetterView } from '@lettra/contracts';

/**
 * Replaces a saved letter's text: `PATCH /api/letters/:id` with the edit counter the change started
 * from; the api answers with the updated letter. Used by the editor and by the version choice, so the
 * saved letter is the one on screen. Throws ApiError (409 LetterConflictError when someone saved in
 * between: nothing is overwritten).
 */
export function saveLetterContent(letter: Pick<LetterView, 'id' | 'version'>, content: string): Promise<LetterView> {
  return apiRequest(`/letters/${encodeURIComponent(letter.id)}`, letterViewSchema, {
    method: 'PATCH',
    body: { version: letter.version, content },
  });
}
