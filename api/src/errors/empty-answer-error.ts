import { AppError } from './app-error.ts';

/**
 * Thrown when the model's answer holds no text. docs/product.md §7 shows the fallback text as the letter;
 * Lettra sends it as the error message instead, so that an empty letter is never saved nor
 * counted against the free quota.
 */
export class EmptyAnswerError extends AppError {
  override readonly name = 'EmptyAnswerError' as const;
}
