import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './auth.ts';

export const letters = pgTable(
  'letters',
  {
    /** `let_` + 144 random bits. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    content: text('content').notNull(),
    favorite: boolean('favorite').notNull().default(false),
    language: text('language').notNull().default('french'),
    tone: text('tone').notNull().default('formal'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    /** Optimistic concurrency: every save must name the version it started from. */
    version: integer('version').notNull().default(1),
    /** Where the application stands (docs/product.md 'Applications'); a new letter is still to send. */
    applicationStatus: text('application_status').notNull().default('to_send'),
    /** When the status last changed; null while the letter has kept its first status. */
    statusChangedAt: timestamptz('status_changed_at'),
    /** The posting kept with the letter only when the user asks for it: its link, its text, or both. */
    postingUrl: text('posting_url'),
    postingText: text('posting_text'),
    applicationNote: text('application_note'),
  },
  (table) => [
    index('letters_user_id_created_at_idx').on(table.userId, table.createdAt),
    check(
      'letters_application_status_check',
      sql`${table.applicationStatus} in ('to_send', 'sent', 'interview', 'rejected', 'accepted')`,
    ),
  ],
);

/**
 * One row per generated letter, kept when the letter is deleted: the free quota (3 letters a
 * month, docs/decisions.md) counts generations, and counting `letters` would let a user delete and
 * generate again. Filled by the generation domain.
 */
export const generationUsage = pgTable(
  'generation_usage',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    letterId: text('letter_id'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('generation_usage_user_id_created_at_idx').on(table.userId, table.createdAt)],
);
