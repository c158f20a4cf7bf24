import { AppError } from './app-error.ts';

/** Thrown when 'Réécrire ce paragraphe' names a line of the letter's frame (greeting, date…) or one it does not have. */
export class ParagraphNotRewritableError extends AppError {
  override readonly name = 'ParagraphNotRewritableError' as const;
}
