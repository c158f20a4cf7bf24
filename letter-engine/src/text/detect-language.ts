import type { Language } from '../rules/limits.ts';
import { foldText } from './fold.ts';

// The most frequent function words of each language, none shared by the other ('on', 'a' and
// 'as' are left out: French uses them too). Elided 'l'' and 'd'' count, so 'l'équipe' is French.
const MARKERS: Record<Language, ReadonlySet<string>> = {
  french: new Set([
    'le', 'la', 'les', 'de', 'des', 'du', 'et', 'en', 'un', 'une', 'pour', 'avec', 'dans', 'sur', 'au', 'aux', 'par',
    'vous', 'nous', 'votre', 'vos', 'notre', 'nos', 'est', 'sont', 'qui', 'que', 'ou', 'ce', 'cette', 'ses', 'son',
    'sa', 'l', 'd', 'qu', 'il', 'elle', 'chez', 'sein', 'leur', 'etes', 'serez',
  ]),
  english: new Set([
    'the', 'and', 'of', 'to', 'in', 'with', 'for', 'an', 'at', 'by', 'from', 'my', 'i', 'you', 'we', 'our', 'your',
    'will', 'is', 'are', 'be', 'this', 'that', 'have', 'has', 'who', 'or', 'it', 'their', 'within', 'across',
  ]),
};

// One language must use at least this many times more function words than the other.
const DOMINANCE = 1.5;

/**
 * Tells whether a text is mostly French or English by counting the most frequent function words of
 * each; null when neither clearly dominates (too short, or mixed).
 */
export function detectTextLanguage(text: string): Language | null {
  let french = 0;
  let english = 0;
  for (const word of foldText(text).split(/[^a-z]+/)) {
    if (MARKERS.french.has(word)) french += 1;
    else if (MARKERS.english.has(word)) english += 1;
  }
  if (french + english < 5) return null;
  if (french >= english * DOMINANCE) return 'french';
  if (english >= french * DOMINANCE) return 'english';
  return null;
}
