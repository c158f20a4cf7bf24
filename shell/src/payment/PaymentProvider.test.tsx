import { loadStripe } from '@stripe/stripe-js';
import { render, screen } from '@testing-library/react';
import type { BillingConfig } from '@lettra/contracts';
import { Toaster, usePayment } from '@lettra/shared-ui';
import { fakeApi } from '@lettra/shared-ui/testing';
import { PaymentProvider } from './PaymentProvider.tsx';

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));

function Probe() {
  const { loading, handle, error, configured, demoMode, webhookConfigured, clientOnlyIntegration, origin } = usePayment();
  if (loading) return <p>Chargement du paiement</p>;
  return (
    <dl>
      <dt>Stripe.js</dt>
      <dd>{handle ? 'chargé' : 'absent'}</dd>
      <dt>Erreur</dt>
      <dd>{error ?? 'aucune'}</dd>
      <dt>État</dt>
      <dd>{`configuré ${configured}, démo ${demoMode}, webhook ${webhookConfigured}, client seul ${clientOnlyIntegration}, ${origin}`}</dd>
    </dl>
  );
}

function renderWithConfig(config: BillingConfig) {
  const { fetchMock } = fakeApi({ 'GET /billing/config': () => config });
  render(
    <PaymentProvider>
      <Probe />
      <Toaster />
    </PaymentProvider>,
  );
  return fetchMock;
}

describe('PaymentProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadStripe).mockReset();
  });

  it('never loads Stripe.js in demo mode', async () => {
    const fetchMock = renderWithConfig({ configured: false, demoMode: true, publishableKey: null, webhookConfigured: false });
    expect(screen.getByText('Chargement du paiement')).toBeInTheDocument();
    expect(await screen.findByText(`configuré false, démo true, webhook false, client seul false, ${window.location.origin}`)).toBeInTheDocument();
    expect(screen.getByText('absent')).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith('/api/billing/config', expect.objectContaining({ credentials: 'include' }));
  });

  it('loads Stripe.js with the publishable key when Stripe is configured', async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as Awaited<ReturnType<typeof loadStripe>>);
    renderWithConfig({ configured: true, demoMode: false, publishableKey: 'pk_test_lettra', webhookConfigured: true });
    expect(await screen.findByText('chargé')).toBeInTheDocument();
    expect(screen.getByText(/configuré true, démo false, webhook true/)).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_lettra');
  });

  it.each([
    ['the script cannot be downloaded', () => Promise.reject(new Error('Failed to load Stripe.js'))],
    ['Stripe.js gives nothing back', () => Promise.resolve(null)],
  ])("keeps the error and shows 'Erreur Stripe' when %s (docs/product.md §8)", async (_case, outcome) => {
    vi.mocked(loadStripe).mockImplementation(outcome);
    renderWithConfig({ configured: true, demoMode: false, publishableKey: 'pk_test_lettra', webhookConfigured: true });
    expect(await screen.findByText('Erreur Stripe')).toBeInTheDocument();
    const message = "Impossible d'initialiser Stripe. Vérifiez la configuration dans le tableau de bord Stripe.";
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('absent')).toBeInTheDocument();
  });

  it('settles without Stripe when the api cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('réseau'))));
    render(
      <PaymentProvider>
        <Probe />
      </PaymentProvider>,
    );
    expect(await screen.findByText(/configuré false, démo false/)).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});

it('usePayment throws outside its provider (docs/product.md §8)', () => {
  const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Probe />)).toThrow(/PaymentProvider/);
  silence.mockRestore();
});
