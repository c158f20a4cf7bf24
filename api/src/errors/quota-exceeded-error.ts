import { AppError } from './app-error.ts';

/**
 * Thrown before any model call when a free user has already generated this calendar month's free
 * letters (LIMITS.freeLettersPerMonth; the FAQ's promise, enforced per docs/decisions.md).
 */
export class QuotaExceededError extends AppError {
  override readonly name = 'QuotaExceededError' as const;
}
