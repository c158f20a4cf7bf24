import { AppError } from './app-error.ts';

/** Thrown when a letter is saved from a stale version: someone saved it in between, and nothing is overwritten. */
export class LetterConflictError extends AppError {
  override readonly name = 'LetterConflictError' as const;
}
