import { apiRequest } from '@lettra/shared-ui';
import { notificationPreferencesSchema } from '@lettra/contracts';

/** GET /me/preferences. */
export function getPreferences(signal?: AbortSignal) {
  return apiRequest('/me/preferences', notificationPreferencesSchema, { signal });
}
