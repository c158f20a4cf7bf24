import { emptyListMessage } from './empty-list-message.ts';
import type { Letter } from '../../../entities/letters/model/letter.ts';
import { letterParagraphs } from './letter-paragraphs.ts';
import { pickSelected } from './pick-selected.ts';

const letter = (id: string) => ({ id }) as Letter;

describe('pickSelected', () => {
  const list = [letter('a'), letter('b')];

  it.each([
    ['keeps the chosen letter while it is listed', list, 'b', 'b'],
    ['selects the first letter when none was chosen', list, null, 'a'],
    // A deletion, a search or a tab change removed the chosen letter from the list.
    ['falls back to the first letter when the chosen one left the list', list, 'gone', 'a'],
    ['selects nothing in an empty list', [], 'a', null],
  ])('%s', (_rule, letters, chosen, expected) => {
    expect(pickSelected(letters, chosen)?.id ?? null).toBe(expected);
  });
});

describe('emptyListMessage', () => {
  it.each([
    ['all', '', 'Aucune lettre trouvée'],
    ['favorites', '', 'Aucune lettre favorite'],
    ['recent', '', 'Aucune lettre récente'],
    // With a search, the search is what found nothing.
    ['favorites', 'Airbus', 'Aucune lettre trouvée'],
    ['favorites', '   ', 'Aucune lettre favorite'],
  ] as const)('says %s/%j → %s', (tab, query, expected) => {
    expect(emptyListMessage(tab, query)).toBe(expected);
  });
});

describe('letterParagraphs', () => {
  it('splits on line breaks and drops blank lines', () => {
    expect(letterParagraphs('Madame,\r\n\nJe postule.\n   \nCordialement')).toEqual(['Madame,', 'Je postule.', 'Cordialement']);
  });
});
