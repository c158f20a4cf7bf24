import { AppError } from './app-error.ts';

/**
 * Thrown when the engine's line is full (`ENGINE_QUEUE_MAX` jobs waiting), or when readiness finds it
 * saturated: the instance is busy for everyone, not the asker. `retryAfterSeconds` becomes the
 * Retry-After header.
 */
export class EngineBusyError extends AppError {
  override readonly name = 'EngineBusyError' as const;
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, details: Record<string, unknown> = {}) {
    super(details);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
