import { AppError } from './app-error.ts';

/** Thrown when a letter does not exist or belongs to someone else: both answer the same, so ids cannot be probed. */
export class LetterNotFoundError extends AppError {
  override readonly name = 'LetterNotFoundError' as const;
}
