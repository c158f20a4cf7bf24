/** What verifyLetter checks, one code per kind of failure. */
export const LETTER_CHECKS = [
  'length',
  'language',
  'greeting',
  'closing',
  'name',
  'signature',
  'company',
  'position',
  'unsupported_claim',
  'absurd_statement',
  'ai_mention',
  'placeholder',
  'repeated_sentence',
] as const;
export type LetterCheck = (typeof LETTER_CHECKS)[number];

/**
 * One rule a letter breaks: `message` tells the user (French, shown next to the letter),
 * `instruction` tells the model what to fix, in the letter's language (see repairMessages).
 */
export type LetterFailure = { code: LetterCheck; message: string; instruction: string };
