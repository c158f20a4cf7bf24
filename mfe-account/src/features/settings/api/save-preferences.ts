import { apiRequest } from '@lettra/shared-ui';
import { notificationPreferencesSchema } from '@lettra/contracts';
import type { NotificationPreferences } from '../model/notification-preferences.ts';

/** PUT /me/preferences: the three switches at once; answers what was stored. */
export function savePreferences(preferences: NotificationPreferences) {
  return apiRequest('/me/preferences', notificationPreferencesSchema, { method: 'PUT', body: preferences });
}
