import { okResponseSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** DELETE /me/resume: the saved CV is gone; the generator's first step starts empty again. */
export function deleteSavedResume() {
  return apiRequest('/me/resume', okResponseSchema, { method: 'DELETE' });
}
