import { AppError } from './app-error.ts';

/** Thrown when 'Ajouter à la lettre' names a keyword the CV does not support: the letter would claim it. */
export class KeywordNotInResumeError extends AppError {
  override readonly name = 'KeywordNotInResumeError' as const;
}
