import type { Language } from './limits.ts';

/** docs/product.md §5: the CV is shorter than 50 characters after trimming. */
const CV_TOO_SHORT = {
  french: "Le contenu du CV semble incomplet. Veuillez ajouter plus d'informations sur votre CV.",
  english: 'The CV content seems incomplete. Please add more information about your CV.',
} as const satisfies Record<Language, string>;

/** Returns the docs/product.md §5 'CV too short' message in the letter's language. */
export function cvTooShortMessage(language: Language): string {
  return CV_TOO_SHORT[language];
}

/**
 * docs/product.md §8 texts of the generation path, in both letter languages: `generationFailed` when the
 * model call fails, `emptyAnswer` as the letter text when the model answers nothing.
 */
export const ENGINE_MESSAGES = {
  generationFailed: {
    french: 'Erreur lors de la génération de la lettre de motivation. Veuillez réessayer.',
    english: 'Error generating the cover letter. Please try again.',
  },
  emptyAnswer: {
    french: 'Impossible de générer une lettre de motivation.',
    english: 'Unable to generate a cover letter.',
  },
  cvTooShort: CV_TOO_SHORT,
} as const satisfies Record<string, Record<Language, string>>;
