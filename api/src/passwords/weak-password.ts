import { isCommonPassword } from './common-passwords.ts';
import { isSimplePattern } from './password-patterns.ts';

const PRODUCT_NAME = 'lettra';

const isLetter = (character: string) => /\p{L}/u.test(character);

/** The password without what people add to a word to pass a rule: 'password1!' → 'password'. */
function withoutTrailingDigitsAndSymbols(password: string): string {
  const characters = [...password];
  let end = characters.length;
  while (end > 0 && !isLetter(characters[end - 1] ?? '')) end -= 1;
  return characters.slice(0, end).join('');
}

/**
 * True when a new password is too easy to guess. Length is the contract's rule (8 characters, NIST
 * SP 800-63B); these add what a length cannot catch: whitespace only, a character or a unit repeated,
 * sequences and keyboard walks, the product's own name dressed with digits, and the most common
 * passwords, each also with digits or symbols added at the end ('a1a1a1a1', 'abcdefgh1!',
 * 'Password1!'). Case and Unicode forms do not matter.
 */
export function isWeakPassword(password: string): boolean {
  const folded = password.trim().normalize('NFKC').toLowerCase();
  if (folded === '' || new Set(folded).size === 1) return true;
  if ([...folded].filter(isLetter).join('') === PRODUCT_NAME) return true;
  const stem = withoutTrailingDigitsAndSymbols(folded);
  if (isSimplePattern(folded) || isSimplePattern(stem)) return true;
  return isCommonPassword(folded) || (stem !== '' && isCommonPassword(stem));
}
