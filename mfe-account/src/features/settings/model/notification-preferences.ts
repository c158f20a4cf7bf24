import type { NotificationPreferences } from '@lettra/contracts';

export type { NotificationPreferences };

/** docs/product.md §3: email on, newFeatures on, tips off; shown until the saved preferences arrive. */
export const DEFAULT_PREFERENCES: NotificationPreferences = { email: true, newFeatures: true, tips: false };
