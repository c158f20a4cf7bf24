import { letterLines } from '../refine/letter-lines.ts';
import { foldText } from '../text/fold.ts';
import { countWords } from '../text/tokenize.ts';

// Shorter lines are the letter's frame (sender, date, subject, greeting, signature): said one way only.
const MIN_BODY_WORDS = 8;

function wordSet(text: string): Set<string> {
  return new Set(foldText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2));
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / Math.max(1, a.size + b.size - shared);
}

/** Whether paragraph `index` of `letter` is one of its body's, which 'Réécrire ce paragraphe' may rewrite. */
export function isRewritableParagraph(letter: string, index: number): boolean {
  const paragraph = letterLines(letter).paragraphs[index];
  return paragraph !== undefined && countWords(paragraph.text) >= MIN_BODY_WORDS;
}

/**
 * 'Réécrire ce paragraphe' for the offline writer: paragraph `index` of `letter` replaced by the
 * paragraph of `alternative` (the same letter written with another seed) that says the closest
 * thing in other words; the rest of the letter is kept as it is, edits included. Null when the
 * paragraph is part of the letter's frame or the alternative has nothing new to say in its place.
 */
export function rewriteParagraph(letter: string, index: number, alternative: string): string | null {
  const { lines, paragraphs } = letterLines(letter);
  const target = paragraphs[index];
  if (target === undefined || !isRewritableParagraph(letter, index)) return null;
  const present = new Set(paragraphs.map((paragraph) => paragraph.text.trim()));
  const targetWords = wordSet(target.text);
  let best: { text: string; score: number } | null = null;
  for (const { text } of letterLines(alternative).paragraphs) {
    if (present.has(text.trim()) || countWords(text) < MIN_BODY_WORDS) continue;
    const score = overlap(targetWords, wordSet(text));
    if (best === null || score > best.score) best = { text: text.trim(), score };
  }
  if (best === null) return null;
  return lines.with(target.at, best.text).join('\n');
}
