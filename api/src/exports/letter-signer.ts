import { letterParts, type LetterToExport } from './letter-parts.ts';
import { letterLines } from './letter-text.ts';

/**
 * The name that signs a letter: the sender block's first line when the letter ends with it, as both
 * writers write a letter (the name on top, then as the signature). A letter downloaded from an
 * account is named after its candidate, who may not be the account's holder (docs/decisions.md:
 * the name corrected on the generator's first step). Null when the letter says no such name.
 */
export function letterSigner(letter: LetterToExport): string | null {
  const [name] = letterParts(letter).sender;
  const lines = letterLines(letter.content).filter((line) => line.trim() !== '');
  const signature = lines.at(-1)?.trim();
  return name !== undefined && name.trim() !== '' && signature === name.trim() ? signature : null;
}
