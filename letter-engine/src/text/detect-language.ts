import type { Language } from '../rules/limits.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { foldText } from './fold.ts';

// The most frequent function words of each language, none shared by the other ('on', 'a' and
// 'as' are left out: French uses them too). Elided 'l'' and 'd'' count, so 'l'équipe' is French.
const MARKERS: Record<Language, ReadonlySet<string>> = {
  french: lexiconWordSet({ list: 'language-markers', language: 'french' }),
  english: lexiconWordSet({ list: 'language-markers', language: 'english' }),
};

// One language must use at least this many times more function words than the other.
const DOMINANCE = 1.5;

/**
 * Tells whether a text is mostly French or English by counting the most frequent function words of
 * each; null when neither clearly dominates (too short, or mixed).
 */
export function detectTextLanguage(text: string): Language | null {
  const { french, english } = markerCounts(text);
  if (french + english < 5) return null;
  if (french >= english * DOMINANCE) return 'french';
  if (english >= french * DOMINANCE) return 'english';
  return null;
}

function markerCounts(text: string): { french: number; english: number } {
  let french = 0;
  let english = 0;
  for (const word of foldText(text).split(/[^a-z]+/)) {
    if (MARKERS.french.has(word)) french += 1;
    else if (MARKERS.english.has(word)) english += 1;
  }
  return { french, english };
}

/**
 * The language a text too short to tell leans to: French when it holds French letters ('é', 'ç'), else the one whose
 * function words it uses more; null on a tie ('Serveur – Bistrot 9 – 2021–2023').
 */
export function leaningTextLanguage(text: string): Language | null {
  if (/[éèêàâçùûôîœ]/iu.test(text)) return 'french';
  const { french, english } = markerCounts(text);
  return french > english ? 'french' : english > french ? 'english' : null;
}
