import { apiRequest } from '@lettra/shared-ui';
import type { NotificationPreferences } from '../model/notification-preferences.ts';

/** PUT /me/preferences: the three switches at once; answers what was stored. */
export function savePreferences(preferences: NotificationPreferences) {
  return apiRequest<NotificationPreferences>('/me/preferences', { method: 'PUT', body: preferences });
}
