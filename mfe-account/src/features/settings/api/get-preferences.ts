import { apiRequest } from '@lettra/shared-ui';
import type { NotificationPreferences } from '../model/notification-preferences.ts';

/** GET /me/preferences. */
export function getPreferences(signal?: AbortSignal) {
  return apiRequest<NotificationPreferences>('/me/preferences', { signal });
}
