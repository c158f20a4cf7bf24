import type { AtsKeyword } from '@lettra/letter-engine';
import { splitKeywords } from './split-keywords.ts';

const keyword = (term: string, weight: AtsKeyword['weight'], inResume: boolean, inLetter: boolean | null): AtsKeyword => ({
  term,
  weight,
  inResume,
  inLetter,
});

describe('splitKeywords', () => {
  // As the score counts them: found in the CV or in the letter; a letter not written yet finds nothing.
  it.each([
    ['in the CV only', keyword('SQL', 'nice', true, false), 'found'],
    ['in the letter only', keyword('SQL', 'nice', false, true), 'found'],
    ['in neither', keyword('SQL', 'nice', false, false), 'missing'],
    ['not in the CV, letter not written yet', keyword('SQL', 'nice', false, null), 'missing'],
  ] as const)('counts a keyword %s as %s', (_title, input, side) => {
    expect(splitKeywords([input])[side]).toEqual([input]);
  });

  it('puts required keywords first and keeps the posting order otherwise', () => {
    const list = [keyword('a', 'nice', true, null), keyword('b', 'required', true, null), keyword('c', 'nice', true, null)];
    expect(splitKeywords(list).found.map((item) => item.term)).toEqual(['b', 'a', 'c']);
  });
});
