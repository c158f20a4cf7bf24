import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './auth.ts';

/**
 * The CV a user chose to keep for their next letters (docs/product.md 'Saved CV'): written only on
 * their consent, one per account, gone with the account. A table of its own rather than a column of
 * `users`, whose every update tells the api instances to drop their cached sessions.
 */
export const savedResumes = pgTable('saved_resumes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  savedAt: timestamptz('saved_at').notNull(),
});
