import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { isWeakPassword } from './weak-password.ts';

describe('isWeakPassword', () => {
  it.each([
    ['whitespace only', '      '],
    ['whitespace of several kinds', ' \t\u00a0\u202f  '],
    ['one character repeated', 'aaaaaa'],
    ['one character repeated, whatever its case', 'aAaAaA'],
    ['one symbol repeated', '!!!!!!!!'],
    ["the product's name with digits", 'lettra2026'],
    ["the product's name, capitalised, with digits and a symbol", 'Lettra2026!'],
    ["the product's name after digits", '2026lettra'],
    ['a common password', 'password'],
    ['a common French password, whatever its case', 'MotDePasse'],
    ['a common password in capitals', 'AZERTY123'],
    ['a common password with a digit and a symbol added', 'Password1!'],
    ['a common French word with a year added', 'Bonjour2026'],
    ['a common password between spaces', '  qwerty123  '],
    ['a French supplement entry with digits', 'doudou13'],
    ['a digit pattern the list leaves to other checks', '654321'],
    ['two characters alternating', 'a1a1a1a1'],
    ['two characters alternating, long, with a symbol', 'ababababababab!'],
    ['a short unit repeated', 'abcabcab'],
    ['a word repeated', 'JardinJardin'],
    ['an alphabetic sequence', 'abcdefgh'],
    ['an alphabetic sequence with digits added', 'Bcdefghi2026'],
    ['a numeric sequence', '23456789'],
    ['a numeric sequence backwards, across zero', '21098765'],
    ['an AZERTY walk', 'azertyuiop'],
    ['an AZERTY walk onto the next row', 'uiopqsdf'],
    ['a QWERTY walk backwards', 'lkjhgfdsa'],
    ['the unshifted digit row of an AZERTY keyboard', '&é"\'(-è_'],
  ])('refuses %s', (_case, password) => {
    expect(isWeakPassword(password)).toBe(true);
  });

  it.each([
    ['a passphrase', 'Une-phrase-secrète'],
    ['a passphrase with spaces', 'mot de passe du jardin 2026'],
    ['common words together', 'correct horse battery staple'],
    ['words with digits inside', 'Tournesol-Bleu-42'],
    ['a common word followed by other letters', 'passwordless-garden'],
    ["the product's name inside a longer phrase", 'lettra-et-moi'],
    ['the demo accounts\' passwords', 'Demo-Premium-2026'],
    ['a phrase with a year', 'Lettre-de-test-2026'],
    ['words and digits that follow no sequence', 'Volet-bleu-7391'],
  ])('accepts %s', (_case, password) => {
    expect(isWeakPassword(password)).toBe(false);
  });

  it('refuses every entry of the shipped list of at least 10,000 common passwords', () => {
    const list = dictionary['passwords-common'];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(list.filter((password) => !isWeakPassword(password))).toEqual([]);
  });
});
