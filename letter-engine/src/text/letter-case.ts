import { DICTIONARY } from '../lexicon/terms.ts';

// The case tests every reader makes on a word or a line, written once.

/** True when the text opens on a capital letter ('Lyon', 'SAP'), not on a digit or a sign. */
export const startsUpper = (text: string): boolean => /^\p{Lu}/u.test(text);

/** True when the text opens on a small letter: a line that goes on from the one before, a word in lower case. */
export const startsLower = (text: string): boolean => /^\p{Ll}/u.test(text);

/** True when the text opens like a capitalised word: a capital, then a small letter ('React', not 'SAP'). */
export const startsTitleCase = (text: string): boolean => /^\p{Lu}\p{Ll}/u.test(text);

/** True when the text holds a capital letter anywhere. */
export const hasUpper = (text: string): boolean => /\p{Lu}/u.test(text);

// Words a CV in capitals keeps as written: the lexicon's spellings that it only ever writes in capitals ('HACCP', 'CACES',
// 'SSIAP'), not a word it also writes in small letters ('MASTER', 'Master').
const SPELLINGS = DICTIONARY.flatMap((entry) => [entry.label, ...entry.aliases]).map((alias) => alias.replace(/^=/u, ''));
const IN_SMALL_LETTERS = new Set(SPELLINGS.filter((alias) => /\p{Ll}/u.test(alias)).map((alias) => alias.toLocaleLowerCase('fr')));
const CAPITALS_KEPT = new Set(SPELLINGS.filter((alias) => /^\p{Lu}[\p{Lu}\d]+$/u.test(alias) && !IN_SMALL_LETTERS.has(alias.toLocaleLowerCase('fr'))));
const LINK_WORDS = new Set(['et', 'de', 'du', 'des', 'la', 'le', 'les', 'en', 'au', 'aux', 'à', 'sur', 'pour', 'and', 'of', 'the', 'for', 'in', 'at', 'to', 'on']);
const MAX_ACRONYM_LETTERS = 3;

/**
 * A phrase a CV wrote in capitals, written as a letter writes it: a noun ('AUDITEUR INTERNE SENIOR', 'EN AUDIT ET CONTRÔLE
 * INTERNE') in lower case, a name ('GROUPE MAISONS OCÉANES', "CABINET D'AUDIT", 'MASTER COMPTABILITÉ CONTRÔLE AUDIT (CCA)')
 * with a capital to each word but its small link words. Acronyms stay: words of up to three letters, words with a digit,
 * the lexicon's spellings in capitals. A phrase with a small letter, or fewer than two words in capitals (a brand's
 * 'DECATHLON', an acronym), is left as it is. English writes a job title as a name.
 */
export function fromCapitals(text: string, as: 'noun' | 'name'): string {
  if (/\p{Ll}/u.test(text) || (text.match(/\p{Lu}{2,}/gu) ?? []).length < 2) return text;
  return text.replace(/\p{L}[\p{L}\d]*/gu, (word, at: number) => {
    const lower = word.toLocaleLowerCase('fr');
    const elided = /^['’]/u.test(text.slice(at + word.length)) && word.length === 1;
    if (elided || (LINK_WORDS.has(lower) && (at > 0 || as === 'noun'))) return lower;
    if (word.length <= MAX_ACRONYM_LETTERS || /\d/u.test(word) || CAPITALS_KEPT.has(word)) return word;
    return as === 'noun' ? lower : `${word.charAt(0)}${lower.slice(1)}`;
  });
}
