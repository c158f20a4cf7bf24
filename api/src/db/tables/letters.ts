import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
  },
  (table) => [index('letters_user_id_created_at_idx').on(table.userId, table.createdAt)],
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
