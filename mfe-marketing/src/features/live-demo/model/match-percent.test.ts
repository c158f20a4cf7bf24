import { matchedKeywords, matchRatio } from './match-percent.ts';

describe('matchRatio', () => {
  // Each row: CV skills, offer keywords, expected ratio.
  it.each([
    ['counts the offer keywords the CV covers', ['React', 'Git'], ['React', 'Git', 'GraphQL', 'Docker'], 0.5],
    ['ignores case and accents', ['accessibilite', 'REACT'], ['Accessibilité', 'React'], 1],
    ['ignores CV skills the offer does not ask for', ['Figma', 'Node.js'], ['React'], 0],
    // An offer without keywords must not divide by zero.
    ['is zero for an offer without keywords', ['React'], [], 0],
  ])('%s', (_title, cv, offer, expected) => {
    expect(matchRatio(cv, offer)).toBe(expected);
  });
});

describe('matchedKeywords', () => {
  it("keeps the offer's order and spelling", () => {
    expect(matchedKeywords(['git', 'react'], ['React', 'GraphQL', 'Git'])).toEqual(['React', 'Git']);
  });
});
