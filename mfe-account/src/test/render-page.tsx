import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthContext, PaymentContext, Toaster, type AuthContextValue, type PaymentState } from '@lettra/shared-ui';
import { TestQueryProvider } from '@lettra/shared-ui/testing';

function CurrentAddress() {
  const location = useLocation();
  return <p role="note" aria-label="Adresse actuelle">{`${location.pathname}${location.search}`}</p>;
}

/** The shell's payment state with Stripe configured and Stripe.js loaded; tests override what they need. */
export function paymentState(overrides: Partial<PaymentState> = {}): PaymentState {
  return {
    handle: {},
    loading: false,
    applePayAvailable: false,
    error: null,
    clientOnlyIntegration: false,
    origin: 'http://localhost',
    webhookConfigured: true,
    configured: true,
    demoMode: false,
    ...overrides,
  };
}

/**
 * Renders a page at `url` (its route is `path`) inside a router, the given session, the shell's payment state,
 * a fresh query client and the toaster, with the current address beside it, so a test can read where a button or a redirect led.
 */
export function renderPage(
  ui: ReactElement,
  { session, url, path, payment = paymentState() }: { session: AuthContextValue; url: string; path?: string; payment?: PaymentState },
) {
  const routePath = path ?? url.split('?')[0]!;
  return render(
    <AuthContext value={session}>
      <PaymentContext value={payment}>
        <TestQueryProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={routePath} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <CurrentAddress />
          </MemoryRouter>
        </TestQueryProvider>
        <Toaster />
      </PaymentContext>
    </AuthContext>,
  );
}
