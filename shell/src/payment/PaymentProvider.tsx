import { useEffect, useState, type ReactNode } from 'react';
import { apiRequest, fr, PaymentContext, toastError, type PaymentState } from '@lettra/shared-ui';
import { billingConfigCheck, type BillingConfig } from '@lettra/contracts';

interface ApplePayWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
}

const initialState = (): PaymentState => ({
  handle: null,
  loading: true,
  applePayAvailable: false,
  error: null,
  clientOnlyIntegration: false,
  origin: window.location.origin,
  webhookConfigured: false,
  configured: false,
  demoMode: false,
});

function applePayAvailable(): boolean {
  try {
    return Boolean((window as ApplePayWindow).ApplePaySession?.canMakePayments?.());
  } catch {
    // Safari throws outside a secure context: no Apple Pay there.
    return false;
  }
}

/** Loads Stripe.js; its module is imported only here, so a deployment without a publishable key never downloads it. */
async function loadStripeJs(publishableKey: string): Promise<object> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js indisponible');
  return stripe;
}

/**
 * The payment state of docs/product.md §3 for every remote (`usePayment`). docs/product.md §4 'Payment provider initialisation':
 * loading until Stripe.js loads; on failure the error is kept and the destructive toast of §8 is shown.
 */
export function PaymentProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PaymentState>(initialState);

  useEffect(() => {
    const controller = new AbortController();
    // StrictMode runs this twice in development: only the run still mounted may toast.
    let active = true;
    const update = (changes: Partial<PaymentState>) => {
      if (active) setState((previous) => ({ ...previous, ...changes }));
    };

    async function initialise() {
      let config: BillingConfig;
      try {
        config = await apiRequest('/billing/config', billingConfigCheck, { signal: controller.signal });
      } catch {
        // The api is unreachable: checkout will say so itself when it is tried.
        update({ loading: false });
        return;
      }
      const { configured, demoMode, webhookConfigured, publishableKey } = config;
      update({ configured, demoMode, webhookConfigured, loading: publishableKey !== null });
      if (!publishableKey) return;
      try {
        const handle = await loadStripeJs(publishableKey);
        update({ handle, loading: false, applePayAvailable: applePayAvailable() });
      } catch {
        if (!active) return;
        const { title, description } = fr.toasts.providerInitError;
        update({ loading: false, error: description });
        toastError(title, description);
      }
    }

    void initialise();
    return () => {
      active = false;
      controller.abort();
    };
  }, []);

  return <PaymentContext value={state}>{children}</PaymentContext>;
}
