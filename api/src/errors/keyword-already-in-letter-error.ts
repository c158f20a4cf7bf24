import { AppError } from './app-error.ts';

/** Thrown when 'Ajouter à la lettre' names a keyword the version already holds: adding it would say it twice. */
export class KeywordAlreadyInLetterError extends AppError {
  override readonly name = 'KeywordAlreadyInLetterError' as const;
}
