import { apiRequest } from '@lettra/shared-ui';
import { letterVersionsSchema } from '@lettra/contracts';

/** GET /letters/:id/versions: every version of the letter, the chosen one, its ATS analysis and fact check. */
export function getLetterVersions(id: string, signal?: AbortSignal) {
  return apiRequest(`/letters/${encodeURIComponent(id)}/versions`, letterVersionsSchema, { signal });
}
