import type { SavedResumeResponse } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** GET /me/resume: the CV the user chose to keep, or null. */
export function getSavedResume(signal?: AbortSignal) {
  return apiRequest<SavedResumeResponse>('/me/resume', { signal });
}
