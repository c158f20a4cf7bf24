// Rows of the keyboards French users type on, left to right; a password read along one (or back) is
// a walk, not a secret. Whole keyboards too, for walks that run on to the next row.
const KEYBOARD_ROWS = [
  '1234567890',
  '&é"\'(-è_çà',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'azertyuiopqsdfghjklmwxcvbn',
  'qwertyuiopasdfghjklzxcvbnm',
];
const WALKS = [...KEYBOARD_ROWS, ...KEYBOARD_ROWS.map((row) => [...row].reverse().join(''))];

/** A unit repeated, the last time perhaps in part: 'a1a1a1a1', 'abcabcab', 'jardinjardin'. */
function isRepeatedUnit(characters: string[]): boolean {
  for (let period = 1; period <= characters.length / 2; period += 1) {
    let repeats = true;
    for (let index = period; index < characters.length && repeats; index += 1) {
      repeats = characters[index] === characters[index - period];
    }
    if (repeats) return true;
  }
  return false;
}

/** Each character one after the previous, or one before: 'abcdefgh', '98765432', '78901234'. */
function isSequence(characters: string[]): boolean {
  const codes = characters.map((character) => character.codePointAt(0) ?? 0);
  const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
  const stepOf = (from: number, to: number) => (isDigit(from) && isDigit(to) ? ((to - from + 15) % 10) - 5 : to - from);
  const step = stepOf(codes[0] ?? 0, codes[1] ?? 0);
  if (step !== 1 && step !== -1) return false;
  return codes.every((code, index) => index === 0 || stepOf(codes[index - 1] ?? 0, code) === step);
}

/**
 * True when a password, already folded (trimmed, NFKC, lower case), is a simple pattern: a unit
 * repeated, an alphabetic or numeric sequence, or a walk along a keyboard row. At least 4 characters:
 * shorter texts are left to the other rules.
 */
export function isSimplePattern(folded: string): boolean {
  const characters = [...folded];
  if (characters.length < 4) return false;
  return isRepeatedUnit(characters) || isSequence(characters) || WALKS.some((walk) => walk.includes(folded));
}
