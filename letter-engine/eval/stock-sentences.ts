import { flatten } from './phrases.ts';
import type { CaseScore, LetterScore } from './score-case.ts';

/** A body sentence as compared across letters: folded, its punctuation gone ('Merci !' is 'merci.'). */
export function normalSentence(sentence: string): string {
  return flatten(sentence)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A body sentence written word for word in the letters of two candidates or more (cases, in order). */
export type SharedSentence = { sentence: string; cases: string[] };

/**
 * A sentence written word for word in the letters of two different candidates cannot be about
 * either one's CV or posting: it is stock. Every such sentence of the set, keyed by its normal
 * form, with the first wording met and the cases that write it. A candidate's own versions
 * repeating a sentence are the versions measure's business, not this one's.
 */
export function sharedAcrossCandidates(scores: readonly CaseScore[]): Map<string, SharedSentence> {
  const found = new Map<string, SharedSentence>();
  for (const score of scores) {
    for (const sentence of score.letters.flatMap((letter) => letter.sentences)) {
      const key = normalSentence(sentence);
      if (key === '') continue;
      const entry = found.get(key) ?? { sentence, cases: [] };
      if (!entry.cases.includes(score.evalCase.id)) entry.cases.push(score.evalCase.id);
      found.set(key, entry);
    }
  }
  return new Map([...found].filter(([, entry]) => entry.cases.length > 1));
}

/** The letter's body sentences other candidates' letters also write, each with one of those cases. */
export function sharedWithOthers(letter: LetterScore, caseId: string, shared: ReadonlyMap<string, SharedSentence>): Array<{ sentence: string; otherCase: string }> {
  return letter.sentences.flatMap((sentence) => {
    const entry = shared.get(normalSentence(sentence));
    const otherCase = entry?.cases.find((id) => id !== caseId);
    return otherCase === undefined ? [] : [{ sentence, otherCase }];
  });
}

/** How much of the letters is stock: sentences that say nothing about this candidate or this job. */
export type StockMeasure = { stock: number; sentences: number; lettersWithTwoInARow: number };

/** Counts the stock sentences over all body sentences, and the letters where two of them follow each other. */
export function measureStock(scores: readonly CaseScore[], shared: ReadonlyMap<string, SharedSentence> = sharedAcrossCandidates(scores)): StockMeasure {
  const isStock = (sentence: string) => shared.has(normalSentence(sentence));
  const letters = scores.flatMap((score) => score.letters);
  return {
    stock: letters.reduce((sum, letter) => sum + letter.sentences.filter(isStock).length, 0),
    sentences: letters.reduce((sum, letter) => sum + letter.sentences.length, 0),
    lettersWithTwoInARow: letters.filter((letter) => letter.sentences.some((sentence, i) => i > 0 && isStock(sentence) && isStock(letter.sentences[i - 1] ?? ''))).length,
  };
}
