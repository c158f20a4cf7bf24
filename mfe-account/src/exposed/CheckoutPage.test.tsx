import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveFor } from '../lib/leave-for.ts';
import { fakeApi, offContract, refusal, type RouteHandler } from '@lettra/shared-ui/testing';
import { paymentState, renderPage } from '../test/render-page.tsx';
import { USERS, sessionFor } from '../test/session.ts';
import CheckoutPage from './CheckoutPage.tsx';

vi.mock('../lib/leave-for.ts', () => ({ leaveFor: vi.fn() }));

const payButton = () => screen.getByRole('button', { name: /Passer au Premium|Traitement en cours/ });

function renderCheckout(persona: 'visitor' | 'free' | 'premium' = 'free', url = '/checkout', payment = paymentState()) {
  const session = sessionFor(persona);
  renderPage(<CheckoutPage />, { session, url, path: '/checkout', payment });
  return { session, user: userEvent.setup() };
}

describe('CheckoutPage', () => {
  afterEach(() => vi.mocked(leaveFor).mockClear());

  it('sends a visitor to log in first, then back here', () => {
    renderCheckout('visitor');
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/login\?next=\/checkout$/);
  });

  it('sends a subscriber to the dashboard with a toast', async () => {
    renderCheckout('premium');
    expect(await screen.findByText('Vous êtes déjà abonné Premium')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/dashboard$/);
  });

  it('shows the offer and its summary', () => {
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Activez votre abonnement Premium' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux tarifs' })).toHaveAttribute('href', '/pricing');
    for (const text of ['Abonnement Premium', 'Facturation mensuelle', 'Annulable à tout moment', "Total aujourd'hui", '5,99€']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('list', { name: 'Inclus dans Premium' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lettres illimitées',
      'Téléchargement et copie autorisés',
      'Personnalisation complète',
      'Choix du ton',
    ]);
  });

  it("reads 'Traitement en cours...' and stays disabled while it works, then goes to Stripe", async () => {
    let answer: (value: { url: string }) => void = () => undefined;
    fakeApi({ 'POST /billing/checkout': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderCheckout();
    expect(payButton()).toHaveTextContent('Passer au Premium');
    await user.click(payButton());
    expect(payButton()).toHaveTextContent('Traitement en cours...');
    expect(payButton()).toBeDisabled();
    answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(payButton()).toBeDisabled();
  });

  it('grants Premium in demo mode and goes to the dashboard without calling the user already subscribed', async () => {
    fakeApi({ 'POST /billing/checkout': () => ({ demo: true, user: USERS.premium }) });
    const { user, session } = renderCheckout('free', '/checkout', paymentState({ configured: false, demoMode: true, handle: null }));
    expect(screen.getByText('Mode démo : les paiements ne sont pas configurés, Premium est activé sans paiement.')).toBeInTheDocument();
    await user.click(payButton());
    expect(await screen.findByText('Mode démo activé')).toBeInTheDocument();
    expect(await screen.findByText('Abonnement Premium activé')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/dashboard$/));
    expect(session.refresh).toHaveBeenCalledOnce();
    expect(screen.queryByText('Vous êtes déjà abonné Premium')).not.toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Erreur',
      'Une erreur est survenue lors du traitement du paiement.',
    ],
    [
      // docs/product.md §8 'Provider not loaded at checkout': the api could not reach Stripe.
      'Stripe out of reach',
      () => refusal(502, { code: 'PaymentProviderUnreachableError', title: 'Erreur', message: 'Impossible de se connecter à Stripe' }),
      'Erreur',
      'Impossible de se connecter à Stripe',
    ],
    [
      // docs/product.md §8 'Other redirect error'.
      'a refusal of Stripe',
      () =>
        refusal(502, {
          code: 'PaymentProviderError',
          title: 'Erreur',
          message: 'Une erreur est survenue lors de la redirection vers la page de paiement.',
        }),
      'Erreur',
      'Une erreur est survenue lors de la redirection vers la page de paiement.',
    ],
    [
      // The contract wants the Checkout page's address: an answer without one is not followed.
      'an answer without a page to go to',
      () => offContract({ url: '' }),
      'Erreur',
      'Réponse inattendue du serveur. Réessayez dans un instant.',
    ],
  ])('after %s, says why and lets the user try again', async (_case, handler, title, message) => {
    fakeApi({ 'POST /billing/checkout': handler as RouteHandler<'POST /billing/checkout'> });
    const { user } = renderCheckout();
    await user.click(payButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Passer au Premium');
    expect(payButton()).toBeEnabled();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("shows the 'Action requise' steps when Stripe refuses this domain", async () => {
    fakeApi({
      'POST /billing/checkout': () =>
        refusal(502, {
          code: 'PaymentDomainNotAllowedError',
          title: 'Configuration Stripe incomplète',
          message: "Le domaine de cette application n'est pas autorisé",
        }),
    });
    const { user } = renderCheckout();
    await user.click(payButton());
    expect(await screen.findByText('Configuration Stripe incomplète')).toBeInTheDocument();
    expect(screen.getByText("Le domaine de cette application n'est pas autorisé")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Action requise' })).toHaveTextContent('domaines autorisés');
  });

  it('sends a user who subscribed meanwhile to the dashboard', async () => {
    fakeApi({ 'POST /billing/checkout': () => refusal(409, { code: 'AlreadySubscribedError', message: 'Vous êtes déjà abonné Premium' }) });
    const { user } = renderCheckout();
    await user.click(payButton());
    expect(await screen.findByText('Vous êtes déjà abonné Premium')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/dashboard$/));
  });

  it("says a stranger's or an invented session_id was not found, and stays on the offer", async () => {
    fakeApi({ 'GET /billing/checkout/:sessionId': () => ({ status: 'not_found', user: USERS.free }) });
    const { session } = renderCheckout('free', '/checkout?session_id=cs_test_autre');
    expect(await screen.findByText('Session de paiement introuvable.')).toBeInTheDocument();
    expect(screen.queryByText('Paiement réussi !')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/checkout$/));
    expect(screen.getByRole('heading', { level: 1, name: 'Activez votre abonnement Premium' })).toBeInTheDocument();
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('says the session was not found when Stripe does not know it', async () => {
    fakeApi({
      'GET /billing/checkout/:sessionId': () => refusal(404, { code: 'CheckoutSessionNotFoundError', message: 'Session de paiement introuvable.' }),
    });
    renderCheckout('free', '/checkout?session_id=cs_test_tape');
    expect(await screen.findByText('Session de paiement introuvable.')).toBeInTheDocument();
    expect(screen.queryByText('Paiement réussi !')).not.toBeInTheDocument();
  });

  it('treats a session_id here as a return from Stripe, verified by the api', async () => {
    const { calls } = fakeApi({ 'GET /billing/checkout/:sessionId': () => ({ status: 'paid', user: USERS.premium }) });
    renderCheckout('free', '/checkout?session_id=cs_test_2');
    expect(screen.getByRole('status')).toHaveTextContent('Vérification du paiement...');
    expect(await screen.findByText('Paiement réussi !')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/dashboard$/));
    expect(calls.map((call) => call.path)).toEqual(['/api/billing/checkout/cs_test_2']);
  });
});
