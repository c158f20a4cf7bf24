import { checkoutStartSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/**
 * POST /billing/checkout: with Stripe, the hosted Checkout page to go to; without a Stripe key (demo mode,
 * docs/decisions.md), premium granted at once and the new session user.
 */
export function startCheckout() {
  return apiRequest('/billing/checkout', checkoutStartSchema, { method: 'POST' });
}
