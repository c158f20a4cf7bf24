import { trimEdges } from '../text/trim-edges.ts';
import { withoutBullet } from './posting-lines.ts';

// A sentence ends at '.', '!' or '?' followed by a capital: 'Nous sommes 40. Notre équipe…'.
const SENTENCE_BREAK = /(?<=[.!?]) (?=[\p{Lu}«"“])/u;

/** Splits a line (whitespace already collapsed) into its sentences. */
export function sentencesOf(line: string): string[] {
  return line
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/**
 * The items of a section: one per bullet or line, a paragraph cut into its sentences, bullets and
 * the trailing ';' / ',' / ':' of list lines removed, the posting's wording otherwise kept.
 */
export function itemsOf(lines: readonly string[]): string[] {
  return lines
    .flatMap((line) => sentencesOf(withoutBullet(line)))
    .map((item) => trimEdges(item, ' ', ' ;,:'))
    .filter((item) => /\p{L}/u.test(item));
}
