import type { Language } from '../rules/limits.ts';
import { foldText } from './fold.ts';

// The most frequent function words of each language: enough to tell a French CV from an English one.
const MARKERS: Record<Language, ReadonlySet<string>> = {
  french: new Set(['le', 'la', 'les', 'de', 'des', 'du', 'et', 'en', 'un', 'une', 'pour', 'avec', 'dans', 'sur', 'au', 'aux', 'par']),
  english: new Set(['the', 'and', 'of', 'to', 'in', 'with', 'for', 'a', 'an', 'on', 'at', 'by', 'from', 'as', 'my', 'i']),
};

/**
 * Tells whether a text is mostly French or English by counting the most frequent function words of
 * each; null when neither clearly dominates (too short, or mixed).
 */
export function detectTextLanguage(text: string): Language | null {
  const words = foldText(text).split(/[^a-z]+/);
  const french = words.filter((word) => MARKERS.french.has(word)).length;
  const english = words.filter((word) => MARKERS.english.has(word)).length;
  if (french + english < 5) return null;
  if (french >= english * 2) return 'french';
  if (english >= french * 2) return 'english';
  return null;
}
