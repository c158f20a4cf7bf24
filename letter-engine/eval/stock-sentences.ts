import type { CaseScore } from './score-case.ts';

/** How much of the letters is stock: sentences that say nothing about this candidate or this job. */
export type StockMeasure = { stock: number; sentences: number; lettersWithTwoInARow: number };

/**
 * A sentence written word for word in the letters of two different candidates cannot be about
 * either one's CV or posting: it is stock. Counts them over all body sentences, and the letters
 * where two of them follow each other.
 */
export function measureStock(scores: readonly CaseScore[]): StockMeasure {
  const cases = new Map<string, Set<string>>();
  for (const score of scores) {
    for (const sentence of new Set(score.letters.flatMap((letter) => letter.sentences))) {
      cases.set(sentence, (cases.get(sentence) ?? new Set()).add(score.evalCase.id));
    }
  }
  const isStock = (sentence: string) => (cases.get(sentence)?.size ?? 0) > 1;
  const letters = scores.flatMap((score) => score.letters);
  return {
    stock: letters.reduce((sum, letter) => sum + letter.sentences.filter(isStock).length, 0),
    sentences: letters.reduce((sum, letter) => sum + letter.sentences.length, 0),
    lettersWithTwoInARow: letters.filter((letter) => letter.sentences.some((sentence, i) => i > 0 && isStock(sentence) && isStock(letter.sentences[i - 1] ?? ''))).length,
  };
}
