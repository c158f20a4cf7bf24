import { readEmailChangeLink } from './email-change-link.ts';

describe('readEmailChangeLink', () => {
  it.each([
    ['#action=confirm&token=abc_-1', { action: 'confirm', token: 'abc_-1' }],
    ['#action=undo&token=xyz', { action: 'undo', token: 'xyz' }],
    ['action=undo&token=xyz', { action: 'undo', token: 'xyz' }],
  ])('reads %s', (hash, link) => {
    expect(readEmailChangeLink(hash)).toEqual(link);
  });

  // What a mail reader or a copy-paste leaves of a link: nothing, half of it, or another action.
  it.each(['', '#', '#action=confirm', '#token=abc', '#action=delete&token=abc', '#action=confirm&token='])(
    'refuses %j',
    (hash) => {
      expect(readEmailChangeLink(hash)).toBeNull();
    },
  );
});
