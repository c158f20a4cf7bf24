import { apiRequest } from '@lettra/shared-ui';
import { savedResumeResponseSchema } from '@lettra/contracts';

/** GET /me/resume: the CV the user chose to keep, to fill in a refinement's CV; null when none is kept. */
export function getSavedResume(signal?: AbortSignal) {
  return apiRequest('/me/resume', savedResumeResponseSchema, { signal });
}
