import { frenchSpacing } from './french-spacing.ts';

const nbsp = (text: string) => text.replaceAll('_', '\u00a0');

describe('frenchSpacing', () => {
  it.each([
    ['keeps a question mark with its word', 'Lettra est-il gratuit ?', 'Lettra est-il gratuit_?'],
    ['keeps a colon, a percentage and a price attached', 'Avant : 40 % pour 5,99 €', 'Avant_: 40_% pour 5,99_€'],
    ['keeps French quotes around their text', '« Bonjour »', '«_Bonjour_»'],
    ['keeps groups of thousands together', 'plus de 1 200 avis, 40 000 utilisateurs', 'plus de 1_200 avis, 40_000 utilisateurs'],
    ['handles millions', '1 200 000', '1_200_000'],
    // A year followed by a count ('2021 12 postes') must not be read as one number: only 3-digit groups join.
    ['leaves unrelated numbers apart', 'en 2021 12 postes', 'en 2021 12 postes'],
    ['leaves other spaces alone', 'Madame, Monsieur,', 'Madame, Monsieur,'],
  ])('%s', (_title, input, expected) => {
    expect(frenchSpacing(input)).toBe(nbsp(expected));
  });
});
