import { AppError } from './app-error.ts';

/** Thrown when Stripe knows no Checkout Session with the `session_id` of a payment return (typed by hand, expired…). */
export class CheckoutSessionNotFoundError extends AppError {
  override readonly name = 'CheckoutSessionNotFoundError' as const;
}
