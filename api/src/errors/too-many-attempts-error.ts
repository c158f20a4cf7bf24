import { AppError } from './app-error.ts';

/**
 * Thrown when a client goes over a rate limit (per IP) or an e-mail is in its login back-off
 * (per account, docs/security-payments.md §2). `retryAfterSeconds` becomes the Retry-After header.
 */
export class TooManyAttemptsError extends AppError {
  override readonly name = 'TooManyAttemptsError' as const;
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super();
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
