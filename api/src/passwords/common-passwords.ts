import { dictionary } from '@zxcvbn-ts/language-common';

// French passwords and patterns that rank high in French leaks but are missing from the list above
// (it leaves out what zxcvbn's other matchers find, such as '121212' or 'abcdef').
const FRENCH_AND_PATTERNS = [
  '121212', '654321', '987654321', '87654321', '12341234', 'abcdef', 'p@ssword', 'login', 'qsdfghjklm',
  'mot2passe', 'mdp', 'doudou', 'bisounours', 'coucou', 'chérie', 'olympique', 'allezlom', 'psg', 'lyon',
  'vivelafrance', 'chouquette', 'titou',
];

/**
 * The 49,233 most common passwords of zxcvbn-ts (`@zxcvbn-ts/language-common`, MIT: leaked-password
 * frequency lists, lower case), plus the French supplement. docs/security.md names the source.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([...dictionary['passwords-common'], ...FRENCH_AND_PATTERNS]);

/** True when `candidate`, already lower-cased, is one of the most common passwords. */
export function isCommonPassword(candidate: string): boolean {
  return COMMON_PASSWORDS.has(candidate);
}
