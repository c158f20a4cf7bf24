import { LIMITS, type Language } from '../rules/limits.ts';
import type { ParsedPosting } from './parse-posting.ts';

const PREFIX: Record<Language, string> = { french: 'Lettre de motivation', english: 'Cover letter' };


/**
 * The saved letter's title, short enough for a phone's list: 'Acme – Développeur Full Stack' when
 * the posting names both; else 'Lettre de motivation – ' (English 'Cover letter – ') and the one it
 * names, or the bare prefix when it names neither.
 */
export function letterTitle(posting: ParsedPosting, language: Language): string {
  const { company, position } = posting;
  const prefix = PREFIX[language];
  const named = position ?? company;
  const title = position !== null && company !== null ? `${company} – ${position}` : named === null ? prefix : `${prefix} – ${named}`;
  return title.length <= LIMITS.letterTitleMaxChars ? title : `${title.slice(0, LIMITS.letterTitleMaxChars - 1).trimEnd()}…`;
}
