import { typeset } from './typeset.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('typeset', () => {
  it.each([
    ['Titre : sous-titre', `Titre${NBSP}: sous-titre`],
    ['Pourquoi ? Parce que !', `Pourquoi${NNBSP}? Parce que${NNBSP}!`],
    ['un point ; un autre', `un point${NNBSP}; un autre`],
    ['« Bonjour »', `«${NBSP}Bonjour${NBSP}»`],
    ['Sans ponctuation haute', 'Sans ponctuation haute'],
  ])('keeps the sign with its word in %s', (text, expected) => {
    expect(typeset(text)).toBe(expected);
  });
});
