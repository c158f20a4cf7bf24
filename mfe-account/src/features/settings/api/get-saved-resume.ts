import { savedResumeResponseSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** GET /me/resume: the CV the user chose to keep, or null. */
export function getSavedResume(signal?: AbortSignal) {
  return apiRequest('/me/resume', savedResumeResponseSchema, { signal });
}
