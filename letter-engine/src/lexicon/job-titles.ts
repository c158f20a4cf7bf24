import { z } from 'zod';
import { foldText } from '../text/fold.ts';
import data from './job-titles.json' with { type: 'json' };

/** One trade: its French forms (masculine, feminine, then other spellings read but never written) and English forms. */
export type JobTitleEntry = { fr: string[]; en: string[] };

const entrySchema = z.strictObject({ fr: z.array(z.string().min(1)).min(2), en: z.array(z.string().min(1)).min(1) });
const fileSchema = z.strictObject({ about: z.string().min(1), titles: z.array(entrySchema).min(1) });

/** The trades job-titles.json names, checked when the engine loads. */
export const JOB_TITLES: readonly JobTitleEntry[] = fileSchema.parse(data).titles;

// A form written in two entries belongs to the first ('cashier' is the first entry's).
const FOLDED = new Map<string, JobTitleEntry>();
for (const entry of JOB_TITLES) for (const form of [...entry.fr, ...entry.en]) if (!FOLDED.has(foldText(form))) FOLDED.set(foldText(form), entry);

/** The trade a title is, word for word (folded), in either language; undefined for any other phrase. */
export function jobTitleEntry(title: string): JobTitleEntry | undefined {
  return FOLDED.get(foldText(title.trim()));
}
