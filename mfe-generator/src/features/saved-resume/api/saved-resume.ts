import { okResponseSchema, savedResumeResponseSchema, type SavedResumeBody } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** GET /me/resume: the CV the user chose to keep, or null. */
export function getSavedResume(signal?: AbortSignal) {
  return apiRequest('/me/resume', savedResumeResponseSchema, { signal });
}

/** PUT /me/resume: sent only when the box is ticked, the consent the api asks for. */
export function saveResume(content: string) {
  const body: SavedResumeBody = { content, consent: true };
  return apiRequest('/me/resume', savedResumeResponseSchema, { method: 'PUT', body });
}

/** DELETE /me/resume. */
export function deleteSavedResume() {
  return apiRequest('/me/resume', okResponseSchema, { method: 'DELETE' });
}
