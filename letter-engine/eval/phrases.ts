import { foldText } from '../src/text/fold.ts';
import { tokenize } from '../src/text/tokenize.ts';

/** A text as the sequence of its word stems, for finding phrases whatever their case, accents or plural. */
export type Words = readonly string[];

export function wordsOf(text: string): Words {
  return tokenize(text).map((token) => token.stem);
}

/** Whether `phrase` occurs in `words` as consecutive words ('A/B tests' in '…analysé 14 A/B tests…'). */
export function hasPhrase(words: Words, phrase: string): boolean {
  const wanted = wordsOf(phrase);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start += 1) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** Whether any of the wordings occurs in the text. */
export function hasAnyPhrase(words: Words, wordings: readonly string[]): boolean {
  return wordings.some((wording) => hasPhrase(words, wording));
}

/** Folded text with apostrophes and spaces unified, for the regular expressions of the checks. */
export function flatten(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}

/** Folded, unpunctuated form of a name, for comparing a parsed company or position with the expected one. */
export function nameKey(name: string): string {
  return flatten(name)
    .replace(/[«»"“”]/g, '')
    .replace(/\s*([-/·])\s*/g, '$1')
    .replace(/^[\s.,;:!?'-]+|[\s.,;:!?'-]+$/g, '');
}
