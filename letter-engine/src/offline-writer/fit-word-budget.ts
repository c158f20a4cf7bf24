import { countWords } from '../text/tokenize.ts';
import type { Paragraph, Sentence } from './sentence.ts';

/** A letter of about 300–400 words (docs/offline-writer.md). */
export const WORD_RANGE = { min: 300, max: 400 } as const;

/**
 * Chooses the sentences of a letter body so the whole letter (`fixedWords` for the head and the
 * closing, plus the body) lands within 300–400 words: core sentences always; facts by priority
 * while the letter stays at or under 400 words; then stock sentences while it is under 300, each
 * beside a fact first, beside a generic sentence (see sentence.ts) only when the letter is still
 * short without it, and beside another stock sentence only when a CV of a line or two leaves no
 * other way to reach 300 words. Sentence order never changes. Returns the body's
 * paragraphs as text. A refinement ('Plus court', 'Plus long') passes its own `range`.
 */
export function fitWordBudget(
  paragraphs: readonly Paragraph[],
  fixedWords: number,
  range: { min: number; max: number } = WORD_RANGE,
): string[] {
  const all = paragraphs.flat();
  const words = new Map(all.map((sentence) => [sentence, countWords(sentence.text)]));
  const kept = new Set(all.filter((sentence) => sentence.priority === 0));
  let total = fixedWords;
  for (const sentence of kept) total += words.get(sentence) ?? 0;
  const byPriority = (a: Sentence, b: Sentence): number => a.priority - b.priority;
  for (const sentence of all.filter((s) => s.priority > 0 && !s.stock).sort(byPriority)) {
    const count = words.get(sentence) ?? 0;
    if (total + count > range.max) continue;
    kept.add(sentence);
    total += count;
  }
  const neighbourIs = (sentence: Sentence, plain: (other: Sentence) => boolean): boolean => {
    const at = all.indexOf(sentence);
    let before = at - 1;
    while (before >= 0 && !kept.has(all[before] as Sentence)) before -= 1;
    let after = at + 1;
    while (after < all.length && !kept.has(all[after] as Sentence)) after += 1;
    return (before >= 0 && plain(all[before] as Sentence)) || (after < all.length && plain(all[after] as Sentence));
  };
  const stock = all.filter((s) => s.stock).sort(byPriority);
  // Beside a fact first; then, for a thin CV that is still short, beside a generic sentence; and
  // only when a CV of a line or two leaves the letter short even so, beside another stock sentence.
  // A filler that does say something of this letter (a mission of the posting, a resting result) sits anywhere.
  for (const plain of [(s: Sentence) => s.generic, (s: Sentence) => s.stock && s.generic, () => false]) {
    for (const sentence of stock) {
      if (total >= range.min) break;
      const count = words.get(sentence) ?? 0;
      if (kept.has(sentence) || total + count > range.max || (sentence.generic && neighbourIs(sentence, plain))) continue;
      kept.add(sentence);
      total += count;
    }
  }
  return paragraphs
    .map((sentences) => sentences.filter((sentence) => kept.has(sentence)).map((sentence) => sentence.text).join(' '))
    .filter((text) => text.length > 0);
}
