import { ApiError } from '@lettra/shared-ui';
import { accountToasts } from '../../../content/toast-texts.ts';

/**
 * Error code the billing api gives when Stripe refuses this site's domain (docs/product.md §8 'Domain not enabled at
 * provider'); the page then shows the 'Action requise' steps.
 */
export const DOMAIN_NOT_ALLOWED_CODE = 'PaymentDomainNotAllowedError';

export type CheckoutFailure =
  | { kind: 'already-subscribed' }
  | { kind: 'toast'; title: string; description: string; domainSetup: boolean };

/** How a failed 'Passer au Premium' is shown (docs/product.md §8); docs/decisions.md: with Stripe configured an error never grants premium. */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { kind: 'toast', ...accountToasts.paymentError, domainSetup: false };
  }
  if (error.status === 409) return { kind: 'already-subscribed' };
  if (error.code === DOMAIN_NOT_ALLOWED_CODE) {
    return { kind: 'toast', title: accountToasts.providerConfigIncomplete.title, description: error.message, domainSetup: true };
  }
  return { kind: 'toast', title: error.title ?? accountToasts.paymentError.title, description: error.message, domainSetup: false };
}
