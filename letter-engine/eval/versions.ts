import type { Language } from '../src/rules/limits.ts';
import { countWords } from '../src/text/tokenize.ts';
import { bodySentences } from './letter-parts.ts';
import { flatten } from './phrases.ts';

// Shorter sentences ('Merci.', 'Thank you for your time.') may recur without making two letters alike.
const MIN_SHARED_WORDS = 5;

/** Body sentences that two or more versions of one letter have word for word. */
export function sharedSentences(letters: readonly string[], language: Language): string[] {
  const seen = new Map<string, number>();
  for (const letter of letters) {
    const own = new Set(bodySentences(letter, language).filter((s) => countWords(s) >= MIN_SHARED_WORDS).map(flatten));
    for (const sentence of own) seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([sentence]) => sentence);
}

function trigrams(letter: string, language: Language): Set<string> {
  const words = flatten(bodySentences(letter, language).join(' ')).match(/[\p{L}\p{N}]+/gu) ?? [];
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i += 1) grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
}

/**
 * How much two letter bodies share: the word trigrams they have in common over the trigrams of
 * the smaller one (1 when one body is contained in the other, 0 when they share no three words).
 */
export function trigramOverlap(a: string, b: string, language: Language): number {
  const left = trigrams(a, language);
  const right = trigrams(b, language);
  const smaller = Math.min(left.size, right.size);
  if (smaller === 0) return 0;
  let common = 0;
  for (const gram of left) if (right.has(gram)) common += 1;
  return common / smaller;
}

/** The largest overlap between any two of the letters. */
export function maxTrigramOverlap(letters: readonly string[], language: Language): number {
  let max = 0;
  letters.forEach((a, i) => letters.slice(i + 1).forEach((b) => (max = Math.max(max, trigramOverlap(a, b, language)))));
  return max;
}
