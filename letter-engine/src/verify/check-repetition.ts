import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import type { LetterFailure } from './letter-failure.ts';

// Shorter lines repeat by nature ('Madame, Monsieur,', a name in the sender block and the signature).
const MIN_SENTENCE_WORDS = 6;
const QUOTE_CHARS = 80;

const key = (sentence: string) => foldText(sentence).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** No sentence of the letter is written twice. */
export function checkRepetition(letter: string, language: Language): LetterFailure | null {
  const seen = new Set<string>();
  for (const sentence of letter.split(/(?<=[.!?…])\s+|\n+/)) {
    const normal = key(sentence);
    if (normal.split(' ').length < MIN_SENTENCE_WORDS) continue;
    if (!seen.has(normal)) {
      seen.add(normal);
      continue;
    }
    const trimmed = sentence.trim();
    // Cut on a word boundary, so the user reads whole words.
    const quoted = trimmed.length > QUOTE_CHARS ? `${trimmed.slice(0, QUOTE_CHARS).replace(/(?<!\s)\s+\S*$/, '')}…` : trimmed;
    return {
      code: 'repeated_sentence',
      message: `Une phrase apparaît deux fois dans la lettre (« ${quoted} »).`,
      instruction:
        language === 'french'
          ? `Cette phrase apparaît deux fois : « ${trimmed} ». Garde-la une seule fois et remplace l'autre par un autre fait du CV.`
          : `This sentence appears twice: “${trimmed}”. Keep it once and replace the other with another fact from the CV.`,
    };
  }
  return null;
}
