import type { Language } from '../rules/limits.ts';
import type { LetterFailure } from './letter-failure.ts';

// Gaps a model leaves for the user to fill: '[Nom de l'entreprise]', '{company}', '<Your name>', 'XXX'.
const PLACEHOLDER = /\[[^\]\n]{2,60}\]|\{\{?[^}\n]{2,60}\}?\}|<[^>\n]{2,40}>|\bX{3,}\b|\.{4,}|_{4,}/u;

/** The letter holds no gap left to fill in. */
export function checkPlaceholders(letter: string, language: Language): LetterFailure | null {
  const found = PLACEHOLDER.exec(letter)?.[0];
  if (found === undefined) return null;
  return {
    code: 'placeholder',
    message: `La lettre contient un passage à compléter (« ${found} »).`,
    instruction:
      language === 'french'
        ? `Remplace « ${found} » par l'information du CV ou de l'offre, ou retire-le s'ils ne la donnent pas : la lettre doit être prête à envoyer.`
        : `Replace “${found}” with the information from the CV or the posting, or remove it when they do not give it: the letter must be ready to send.`,
  };
}
