import { apiRequest, type SessionUser } from '@lettra/shared-ui';

/**
 * POST /billing/checkout: with Stripe, the hosted Checkout page to go to; without a Stripe key (demo mode,
 * DECISIONS.md), premium granted at once and the new session user.
 */
export type CheckoutStart = { url: string } | { demo: true; user: SessionUser };

export function startCheckout() {
  return apiRequest<CheckoutStart>('/billing/checkout', { method: 'POST' });
}
