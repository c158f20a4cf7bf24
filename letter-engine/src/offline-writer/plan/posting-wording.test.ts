import { describe, expect, it } from 'vitest';
import { indexText } from '../../ats/text-index.ts';
import { postingWording } from './posting-wording.ts';

const entryOf = (text: string) => {
  const [match] = indexText(text).matches;
  if (match === undefined) throw new Error(`no concept in '${text}'`);
  return match.entry;
};

describe('the wording a letter gives a concept of the posting', () => {
  it("takes the posting's own words when the CV writes them too", () => {
    const entry = entryOf('customer service');
    expect(postingWording('Customer service experience (retail, leisure)', 'Sales Assistant: customer service, cash handling', 'english')(entry)).toBe('customer service');
  });

  it('keeps the label when the CV names the concept otherwise', () => {
    const entry = entryOf('due diligence');
    expect(postingWording('Participer aux due diligence', 'Analyste M&A, fusions et acquisitions', 'french')(entry)).toBe('fusions-acquisitions');
  });

  it("takes the posting's words for a CV in another language (a translator's English CV, a French advert)", () => {
    const entry = entryOf('translation memories');
    const posting = 'Alimenter et tenir à jour les mémoires de traduction sous Trados Studio';
    const resume = 'Maintaining translation memories and client termbases in Trados Studio';
    expect(postingWording(posting, resume, 'french', false)(entry)).toBe('mémoires de traduction');
    expect(postingWording('Rédiger les procès-verbaux des assemblées', 'Translation of board minutes', 'french', false)(entryOf('board minutes'))).toBe('procès-verbaux');
  });

  it("never takes a role for the concept's name ('kitchen porter' for dishwashing)", () => {
    const entry = entryOf('dishwashing');
    expect(postingWording('Kitchen Porter - Full Time\nWashing pots by hand', 'Kitchen Porter, The Crown Inn: dishwasher', 'english')(entry)).toBe('dishwashing');
  });
});
