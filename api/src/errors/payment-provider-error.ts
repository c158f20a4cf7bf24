import { AppError } from './app-error.ts';

/**
 * Thrown when Stripe answers a checkout or portal request with an error (spec §8 'Other redirect error').
 * With Stripe configured it never grants premium (DECISIONS.md).
 */
export class PaymentProviderError extends AppError {
  override readonly name = 'PaymentProviderError' as const;
}
