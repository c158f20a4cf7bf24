import { exampleLetters } from './example-letters.ts';
import { landingExamples, letterExamples } from './examples.ts';

describe('letter examples', () => {
  it('has the letters of every card, and nothing else', () => {
    expect(Object.keys(exampleLetters).sort()).toEqual(letterExamples.map((card) => card.id).sort());
  });

  it('shows two of the eight cards on the landing page', () => {
    expect(landingExamples).toHaveLength(2);
    for (const card of landingExamples) expect(letterExamples).toContain(card);
  });
});
