import { AppError } from './app-error.ts';

/**
 * Thrown when Stripe refuses to open Checkout for this site's domain (docs/product.md §8 'Domain not enabled at
 * provider'): the site owner must add the domain in the Stripe dashboard; the page shows the steps.
 */
export class PaymentDomainNotAllowedError extends AppError {
  override readonly name = 'PaymentDomainNotAllowedError' as const;
}
