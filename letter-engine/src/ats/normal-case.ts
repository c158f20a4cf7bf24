import { foldText } from '../text/fold.ts';
import { STOPWORDS_EN } from './stopwords-en.ts';
import { STOPWORDS_FR } from './stopwords-fr.ts';

// Below this many words of three letters or more in capitals, a line's capitals are names ('SAP', 'CACES').
const SHOUTED_WORDS = 3;

/**
 * A line written all in capitals ('SAISIE DES BONS DE COMMANDE DANS L'ERP (SAP)') cased as a
 * sentence, so that a letter quoting it does not shout, and its words are not read as acronyms:
 * every word in lower case but the first letter of the line, except words of up to three letters
 * that are no small word nor elided ('SAP', 'ERP', 'H/F', not the 'D' of "D'EXCEL"), which
 * are likely acronyms. Other lines come back unchanged.
 */
export function casedNormally(line: string): string {
  const letters = line.match(/\p{L}/gu)?.length ?? 0;
  const capitals = line.match(/\p{Lu}/gu)?.length ?? 0;
  const shouted = line.match(/\p{Lu}{3,}/gu)?.length ?? 0;
  if (letters === 0 || capitals < letters * 0.8 || shouted < SHOUTED_WORDS) return line;
  const lowered = line.replace(/\p{L}+/gu, (word, at: number) => {
    const folded = foldText(word);
    const elided = /['’]/u.test(line.charAt(at + word.length));
    return word.length <= 3 && !elided && !STOPWORDS_FR.has(folded) && !STOPWORDS_EN.has(folded) ? word : word.toLowerCase();
  });
  return lowered.replace(/\p{L}/u, (first) => first.toUpperCase());
}
