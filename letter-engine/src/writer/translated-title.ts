import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { jobTitleEntry } from '../lexicon/job-titles.ts';

/**
 * A CV's job title in the letter's other language, from the lexicon's job-titles.json: only a title
 * that is one of its forms word for word ('Libraire' → 'bookseller', 'Sales Assistant' → 'vendeuse'
 * for a woman's CV). Null for any other title: a guessed translation could name another trade.
 */
export function translatedTitle(title: string, to: Language, gender: 'feminine' | 'masculine' | null): string | null {
  const folded = foldText(title.trim()).replace(/\((?:e|ne|le|ere|euse|rice|trice|se)\)$/u, '').trim();
  const entry = jobTitleEntry(folded);
  if (entry === undefined) return null;
  if (to === 'english') return entry.en[0] ?? null;
  const [masculine = null, feminine = null] = entry.fr;
  // A French title of two forms needs the candidate's gender; unknown, the title is left out.
  if (masculine === feminine) return masculine;
  return gender === null ? null : gender === 'feminine' ? feminine : masculine;
}
