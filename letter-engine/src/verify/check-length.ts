import { OFFLINE_WORD_RANGE, WORD_RANGE } from '../rules/word-range.ts';
import type { WordRange } from '../refine/refinement-word-range.ts';
import type { Language } from '../rules/limits.ts';
import { countWords } from '../text/tokenize.ts';
import type { LetterFailure } from './letter-failure.ts';

// Shown under an offline draft the CV left short (docs/decisions.md): why, and what to add.
const SHORT_DRAFT = (words: number): string =>
  `Cette lettre compte ${words} mots : votre CV donne peu de faits sur lesquels l'écrire, et Lettra n'ajoute pas de phrases creuses. Ajoutez à votre CV vos missions, vos résultats chiffrés, vos outils et vos diplômes, puis générez-la à nouveau pour une lettre plus complète.`;

/**
 * The whole letter, head and signature included, holds 300–400 words (countWords), or the range a
 * refinement asks for ('Plus court': 250–300). The offline writer's draft is never padded: under 300
 * words (but for 'Plus court', `range.min` below 300) it gets a notice saying why and what to add, as a
 * length warning; over the range's maximum it fails as any letter does.
 */
export function checkLength(letter: string, language: Language, range: WordRange = WORD_RANGE, offline = false): LetterFailure | null {
  const words = countWords(letter);
  if (offline) {
    if (words > range.max) return checkLength(letter, language, range);
    if (range.min < WORD_RANGE.min || words >= OFFLINE_WORD_RANGE.target) return null;
    return { code: 'length', message: SHORT_DRAFT(words), instruction: '' };
  }
  const { min, max } = range;
  if (words >= min && words <= max) return null;
  const short = words < min;
  const message = `La lettre compte ${words} mots : elle devrait en compter entre ${min} et ${max}.`;
  const instruction =
    language === 'french'
      ? short
        ? `La lettre ne compte que ${words} mots : développe-la jusqu'à ${min} à ${max} mots avec les expériences et réalisations du CV qui répondent à l'offre, sans rien inventer.`
        : `La lettre compte ${words} mots : raccourcis-la à ${max} mots au plus en gardant les arguments les plus forts.`
      : short
        ? `The letter has only ${words} words: expand it to ${min}–${max} words with the CV's experience and achievements that answer the posting, inventing nothing.`
        : `The letter has ${words} words: shorten it to at most ${max} words, keeping the strongest arguments.`;
  return { code: 'length', message, instruction };
}
