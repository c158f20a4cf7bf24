import { AppError } from './app-error.ts';

/**
 * Thrown when one account already has `ENGINE_JOBS_PER_USER` jobs waiting or running at the engine
 * (downloads, analyses, keyword sentences…): it waits for them before asking for more.
 * `retryAfterSeconds` becomes the Retry-After header.
 */
export class TooManyEngineJobsError extends AppError {
  override readonly name = 'TooManyEngineJobsError' as const;
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super();
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
