import type { AtsAnalysis } from '@lettra/letter-engine';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { letters } from './letters.ts';

/**
 * One version of a letter as kept: its text when written (the chosen one's text is the letter's
 * `content`, edits included), and what the offline writer needs to refine it again the same way.
 */
export type KeptVersion = { text: string; seed: number | null; variant: 0 | 1 | 2 };

/**
 * What a saved letter keeps besides its text (docs/product.md 'Refining a letter'): every version,
 * the chosen one, the ATS analysis and the claims of each version its CV did not support. A table of
 * its own, read only when a letter is opened: the letters list never reads these texts.
 */
export const letterVersions = pgTable('letter_versions', {
  letterId: text('letter_id')
    .primaryKey()
    .references(() => letters.id, { onDelete: 'cascade' }),
  versions: jsonb('versions').$type<KeptVersion[]>().notNull(),
  chosenVersion: integer('chosen_version').notNull().default(0),
  atsAnalysis: jsonb('ats_analysis').$type<AtsAnalysis>(),
  /** The claims of each version, in the order of `versions`. */
  factCheck: jsonb('fact_check').$type<string[][]>().notNull(),
});
