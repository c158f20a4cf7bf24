import { DICTIONARY } from '../ats/dictionary/index.ts';
import { knownCity } from '../text/places.ts';

// First words of the dictionary's proper names, as written ('Google', 'Power', 'React'): a CV line
// starting with one of them starts with a name, whose capital must stay. Concepts written in lower
// case ('gestion de projet') are ordinary words. Compared case-sensitively, so the alias 'MA'
// (Master of Arts) does not protect 'Ma capacité…'.
const NAME_STARTS = new Set(
  DICTIONARY.flatMap((entry) => [
    ...(/^\p{Lu}/u.test(entry.label) ? [entry.label] : []),
    ...entry.aliases.filter((alias) => alias.startsWith('=')).map((alias) => alias.slice(1)),
  ]).map((name) => name.split(/[\s.]/)[0] ?? ''),
);

/**
 * Lowers the first letter of a CV phrase so it can continue a sentence ('Réduction de 35 %…' →
 * 'réduction de 35 %…'), unless the first word is a name, an acronym or a tool ('Google Ads…',
 * 'SQL…', 'Lyon…').
 */
export function lowerFirst(text: string): string {
  const first = text.split(/[\s,;:]/)[0] ?? '';
  // 'BrightPay', 'PowerPoint': a capital inside the word makes it a brand.
  if (!/^\p{Lu}\p{Ll}/u.test(first) || /\p{Ll}\p{Lu}/u.test(first)) return text;
  if (NAME_STARTS.has(first) || knownCity(first) !== null) return text;
  // 'User Research', 'Google Analytics': capitals on every word make a name or a heading, kept whole rather than half lowered.
  if (/^\p{Lu}\p{Ll}+(?: \p{Lu}[\p{L}\d]*)+$/u.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);
}

/** Removes final punctuation so a CV phrase can be embedded in a sentence. */
export function bare(text: string): string {
  return text.trim().replace(/(?<![\s.;:!,])[\s.;:!,]+$/, '');
}
