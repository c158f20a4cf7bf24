import { AppError } from './app-error.ts';

/** Thrown when an edited letter is saved empty or with whitespace only (spec §5). */
export class EmptyLetterError extends AppError {
  override readonly name = 'EmptyLetterError' as const;
}
