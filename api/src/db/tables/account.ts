import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Spec §3 'Notification preferences': email on, newFeatures on, tips off by default. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  newFeatures: boolean('new_features').notNull().default(true),
  tips: boolean('tips').notNull().default(false),
});
