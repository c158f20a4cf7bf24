import { AppError } from './app-error.ts';

/** Thrown when reading a text or rendering a document takes longer than `ENGINE_JOB_TIMEOUT_MS`: the work was stopped. */
export class ProcessingTimeoutError extends AppError {
  override readonly name = 'ProcessingTimeoutError' as const;
}
