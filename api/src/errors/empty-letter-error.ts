import { AppError } from './app-error.ts';

/** Thrown when an edited letter is saved empty or with whitespace only (docs/product.md §5). */
export class EmptyLetterError extends AppError {
  override readonly name = 'EmptyLetterError' as const;
}
