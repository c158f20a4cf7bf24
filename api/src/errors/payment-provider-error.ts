import { AppError } from './app-error.ts';

/**
 * Thrown when Stripe answers a checkout or portal request with an error (docs/product.md §8 'Other redirect error').
 * With Stripe configured it never grants premium (docs/decisions.md).
 */
export class PaymentProviderError extends AppError {
  override readonly name = 'PaymentProviderError' as const;
}
