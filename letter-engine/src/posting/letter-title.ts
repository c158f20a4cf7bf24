import type { Language } from '../rules/limits.ts';
import type { ParsedPosting } from './parse-posting.ts';

const PREFIX: Record<Language, string> = { french: 'Lettre de motivation', english: 'Cover letter' };
const AT: Record<Language, string> = { french: 'chez', english: 'at' };

// Titles show in lists and file names; longer ones stop being readable.
const MAX_TITLE_CHARS = 120;

/**
 * The saved letter's title: 'Lettre de motivation – Développeur Full Stack chez Acme' (English
 * 'Cover letter – … at …'), falling back to the position alone, the company alone, or the bare
 * prefix when the posting names neither.
 */
export function letterTitle(posting: ParsedPosting, language: Language): string {
  const { company, position } = posting;
  const prefix = PREFIX[language];
  const subject = position !== null && company !== null ? `${position} ${AT[language]} ${company}` : (position ?? company);
  const title = subject === null ? prefix : `${prefix} – ${subject}`;
  return title.length <= MAX_TITLE_CHARS ? title : `${title.slice(0, MAX_TITLE_CHARS - 1).trimEnd()}…`;
}
