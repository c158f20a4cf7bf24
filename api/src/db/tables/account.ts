import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './auth.ts';

/** docs/product.md §3 'Notification preferences': email on, newFeatures on, tips off by default. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  newFeatures: boolean('new_features').notNull().default(true),
  tips: boolean('tips').notNull().default(false),
});

/**
 * A change of e-mail address (docs/security.md): asked with the password, made only when the link
 * sent to the new address is opened, and undone from the link then sent to the old one. Tokens are
 * kept as their sha256, like every bearer secret.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    /** sha256 of the token e-mailed to the new address. */
    confirmTokenHash: text('confirm_token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** The confirmation link's end. */
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    /** sha256 of the token e-mailed to the old address once the change is made. */
    undoTokenHash: text('undo_token_hash'),
    undoExpiresAt: timestamptz('undo_expires_at'),
    undoneAt: timestamptz('undone_at'),
  },
  (table) => [
    index('email_changes_user_id_idx').on(table.userId),
    uniqueIndex('email_changes_undo_token_hash_unique').on(table.undoTokenHash),
  ],
);
