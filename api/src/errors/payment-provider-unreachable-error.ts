import { AppError } from './app-error.ts';

/** Thrown when the api cannot reach Stripe at all (network, DNS, timeout): docs/product.md §8 'Provider not loaded'. */
export class PaymentProviderUnreachableError extends AppError {
  override readonly name = 'PaymentProviderUnreachableError' as const;
}
