import { AppError } from './app-error.ts';

/** Thrown when Stripe refuses a request about an existing subscription (cancel, details, payment check). */
export class BillingProviderError extends AppError {
  override readonly name = 'BillingProviderError' as const;
}
