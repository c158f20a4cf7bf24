import { AppError } from './app-error.ts';

/**
 * Thrown when the model stays silent longer than LLM_TIMEOUT_MS (before its first token or between
 * two chunks), or when a whole letter takes longer than twice that.
 */
export class GenerationTimeoutError extends AppError {
  override readonly name = 'GenerationTimeoutError' as const;
}
