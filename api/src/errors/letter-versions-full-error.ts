import { AppError } from './app-error.ts';

/** Thrown when a refinement would give a letter more versions than it keeps (MAX_LETTER_VERSIONS). */
export class LetterVersionsFullError extends AppError {
  override readonly name = 'LetterVersionsFullError' as const;
}
