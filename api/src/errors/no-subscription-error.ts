import { AppError } from './app-error.ts';

/** Thrown when a user without a subscription asks to cancel it or to manage its payment method. */
export class NoSubscriptionError extends AppError {
  override readonly name = 'NoSubscriptionError' as const;
}
