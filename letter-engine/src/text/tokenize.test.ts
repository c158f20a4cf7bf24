import { describe, expect, it } from 'vitest';
import { countWords, tokenize } from './tokenize.ts';

const folded = (text: string): string[] => tokenize(text).map((token) => token.folded);

describe('tokenize', () => {
  it.each([
    ["l'anglais d'affaires qu'il faut", ['anglais', 'affaires', 'il', 'faut']],
    ['Node.js, C++, C# et .NET', ['node.js', 'c++', 'c#', 'et', '.net']],
    ['CI/CD et full-stack', ['ci', 'cd', 'et', 'full', 'stack']],
    ['Bac + 5 ou BAC+3', ['bac+5', 'ou', 'bac+3']],
    ['React.Vous maîtrisez', ['react', 'vous', 'maitrisez']],
    ['Développeur/Développeuse', ['developpeur', 'developpeuse']],
  ])('splits %j', (text, expected) => {
    expect(folded(text)).toEqual(expected);
  });

  it('marks the words that follow a phrase break', () => {
    const tokens = tokenize('gestion. Projet, suivi de projet');
    expect(tokens.map((token) => token.breakBefore)).toEqual([true, true, true, false, false]);
  });

  it('keeps the break of a dropped elision for the next word', () => {
    const tokens = tokenize("React. L'anglais");
    expect(tokens[1]).toMatchObject({ folded: 'anglais', breakBefore: true });
  });

  it('keeps offsets pointing into the original text, even after "Bac + 5"', () => {
    const text = 'Un Bac + 5 en React';
    const react = tokenize(text).find((token) => token.folded === 'react');
    expect(text.slice(react?.start, react?.end)).toBe('React');
  });
});

describe('countWords', () => {
  it('counts whitespace-separated words, as the 300–400 word target does', () => {
    expect(countWords('  Madame, Monsieur,\n\nJe  vous écris.\t ')).toBe(5);
    expect(countWords('')).toBe(0);
  });
});
