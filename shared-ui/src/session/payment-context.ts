import { createContext, useContext } from 'react';

/**
 * The payment state of docs/product.md §3, held by the shell's PaymentProvider. Checkout itself is a redirect to the
 * Checkout Session URL the api returns (Stripe.js no longer has `redirectToCheckout`), so no screen needs
 * `handle` to take a payment; it says whether Stripe.js could be loaded in this browser.
 */
export interface PaymentState {
  /** The Stripe.js instance, once loaded; null while loading, on failure, or without a publishable key. */
  handle: object | null;
  /** True until the billing configuration is known and Stripe.js (when configured) has loaded or failed. */
  loading: boolean;
  /** Whether this browser can pay with Apple Pay (Stripe's Checkout page offers it then). */
  applePayAvailable: boolean;
  /** Why Stripe.js could not be initialised, in French; null otherwise. */
  error: string | null;
  /** Always false: the api creates Checkout Sessions; the client-only integration is not used. */
  clientOnlyIntegration: false;
  /** The page's origin, where Stripe sends the user back. */
  origin: string;
  /** The api verifies Stripe's webhooks (the source of truth for subscriptions). */
  webhookConfigured: boolean;
  /** Stripe is configured on the api. */
  configured: boolean;
  /** No Stripe key on the api: 'Passer au Premium' grants Premium at once (docs/product.md §8 'Mode démo activé'). */
  demoMode: boolean;
}

export const PaymentContext = createContext<PaymentState | null>(null);

/** The payment state of the shell's PaymentProvider; throws outside it (docs/product.md §8). */
export function usePayment(): PaymentState {
  const value = useContext(PaymentContext);
  if (!value) throw new Error('usePayment doit être utilisé à l’intérieur de PaymentProvider');
  return value;
}
