import { AppError } from './app-error.ts';

/**
 * Thrown when the model cannot write the letter: the provider refused or failed (after the one
 * retry allowed before the first token), the connection broke, or the stream could not be read.
 * The cause is kept for the log; the user reads docs/product.md §8's generation failure text.
 */
export class GenerationFailedError extends AppError {
  override readonly name = 'GenerationFailedError' as const;
}
