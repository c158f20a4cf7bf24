import { WORD_RANGE } from '../writer/word-range.ts';
import type { WordRange } from '../refine/refinement-word-range.ts';
import type { Language } from '../rules/limits.ts';
import { countWords } from '../text/tokenize.ts';
import type { LetterFailure } from './letter-failure.ts';

/**
 * The whole letter, head and signature included, holds 300–400 words (countWords), or the range a
 * refinement asks for ('Plus court': 250–300).
 */
export function checkLength(letter: string, language: Language, range: WordRange = WORD_RANGE): LetterFailure | null {
  const words = countWords(letter);
  const { min, max } = range;
  if (words >= min && words <= max) return null;
  const short = words < min;
  const message = `La lettre compte ${words} mots : elle devrait en compter entre ${min} et ${max}.`;
  if (language === 'french') {
    return {
      code: 'length',
      message,
      instruction: short
        ? `La lettre ne compte que ${words} mots : développe-la jusqu'à ${min} à ${max} mots avec les expériences et réalisations du CV qui répondent à l'offre, sans rien inventer.`
        : `La lettre compte ${words} mots : raccourcis-la à ${max} mots au plus en gardant les arguments les plus forts.`,
    };
  }
  return {
    code: 'length',
    message,
    instruction: short
      ? `The letter has only ${words} words: expand it to ${min}–${max} words with the CV's experience and achievements that answer the posting, inventing nothing.`
      : `The letter has ${words} words: shorten it to at most ${max} words, keeping the strongest arguments.`,
  };
}
