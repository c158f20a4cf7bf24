import { AppError } from './app-error.ts';
import { retryInMessage } from './error-map.ts';

/**
 * Thrown when a client goes over a rate limit (per IP) or an e-mail is in its login back-off
 * (per account, docs/security-payments.md §2). `retryAfterSeconds` becomes the Retry-After header;
 * with `sayWhen`, the message also says in how many minutes to try again (generations and refinements).
 */
export class TooManyAttemptsError extends AppError {
  override readonly name = 'TooManyAttemptsError' as const;
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, { sayWhen = false }: { sayWhen?: boolean } = {}) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    // Details are merged after the map's message in the body: this one replaces it.
    super(sayWhen ? { message: retryInMessage(seconds) } : {});
    this.retryAfterSeconds = seconds;
  }
}
