import type { Language } from '../rules/limits.ts';
import { detectTextLanguage } from '../text/detect-language.ts';
import { countWords } from '../text/tokenize.ts';
import type { LetterFailure } from './letter-failure.ts';

// Shorter paragraphs (a name, a date, 'Madame, Monsieur,') do not say which language they are in.
const MIN_PARAGRAPH_WORDS = 12;
// Under this length a letter that reads as neither language is simply too short to tell.
const MIN_MIXED_WORDS = 100;

// French names of the languages, bare and after 'au lieu'.
const LANGUAGE_NAME: Record<Language, { bare: string; insteadOf: string }> = {
  french: { bare: 'français', insteadOf: 'du français' },
  english: { bare: 'anglais', insteadOf: 'de l’anglais' },
};

function failure(language: Language, message: string): LetterFailure {
  return {
    code: 'language',
    message,
    instruction:
      language === 'french'
        ? "Écris toute la lettre en français, y compris ce qui vient d'un CV ou d'une offre en anglais : traduis, ne recopie pas."
        : 'Write the whole letter in English, including what comes from a CV or posting in French: translate, do not copy.',
  };
}

/**
 * The letter is written in the language asked, and so is each of its paragraphs: a French letter
 * that pastes an English CV bullet fails too.
 */
export function checkLanguage(letter: string, language: Language): LetterFailure | null {
  const wanted = LANGUAGE_NAME[language].bare;
  const detected = detectTextLanguage(letter);
  if (detected !== null && detected !== language) return failure(language, `La lettre est écrite en ${LANGUAGE_NAME[detected].bare} au lieu ${LANGUAGE_NAME[language].insteadOf}.`);
  if (detected === null && countWords(letter) >= MIN_MIXED_WORDS) return failure(language, `La lettre mélange le français et l’anglais : elle devrait être entièrement en ${wanted}.`);
  const foreign = letter
    .split('\n')
    .filter((paragraph) => countWords(paragraph) >= MIN_PARAGRAPH_WORDS)
    .some((paragraph) => {
      const found = detectTextLanguage(paragraph);
      return found !== null && found !== language;
    });
  return foreign ? failure(language, `Un paragraphe de la lettre n’est pas en ${wanted}.`) : null;
}
