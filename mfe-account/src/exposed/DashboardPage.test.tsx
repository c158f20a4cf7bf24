import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@lettra/shared-ui/testing';
import { renderPage } from '../test/render-page.tsx';
import { USERS, sessionFor } from '../test/session.ts';
import DashboardPage from './DashboardPage.tsx';

// The generator is another remote; here its slot only has to be there, with its name.
vi.mock('@lettra/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lettra/shared-ui')>()),
  RemoteSlot: ({ remote, module, label }: { remote: string; module: string; label: string }) => (
    <div role="region" aria-label={label} data-remote={`${remote}/${module}`} />
  ),
}));

const endOfToday = () => {
  const end = new Date();
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
};

describe('DashboardPage', () => {
  it("says 'Chargement...' while the session is loading", () => {
    renderPage(<DashboardPage />, { session: sessionFor('visitor', { status: 'loading' }), url: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/dashboard$/);
  });

  it('sends a visitor to the login page', () => {
    renderPage(<DashboardPage />, { session: sessionFor('visitor'), url: '/dashboard' });
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/login$/);
  });

  it('greets a free user, offers Premium and holds the generator', () => {
    renderPage(<DashboardPage />, { session: sessionFor('free'), url: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue, Léa Dubois!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "S'abonner Premium" })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Débloquer Premium' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByText('5,99€/mois')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes lettres' })).toHaveAttribute('href', '/my-letters');
    expect(screen.getByRole('link', { name: 'Paramètres' })).toHaveAttribute('href', '/settings');
    const generator = screen.getByRole('heading', { level: 2, name: 'Générer une nouvelle lettre' }).closest('section')!;
    expect(within(generator).getByRole('region', { name: 'Générateur de lettre' })).toHaveAttribute(
      'data-remote',
      'mfe_generator/GeneratorPanel',
    );
  });

  it('tells a free user on the premium day that Premium is already unlocked', () => {
    const endsAt = endOfToday();
    const session = sessionFor('free', { user: { ...USERS.free, isPremium: true, premiumDayEndsAt: endsAt }, premiumDayEndsAt: endsAt });
    renderPage(<DashboardPage />, { session, url: '/dashboard' });
    expect(screen.getByRole('region', { name: 'Journée spéciale Premium' })).toHaveTextContent('23h59');
    expect(screen.getByRole('heading', { name: "Premium offert jusqu'à 23h59" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Débloquer Premium' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "S'abonner Premium" })).toBeInTheDocument();
  });

  it('offers nothing to buy to a subscriber', () => {
    renderPage(<DashboardPage />, { session: sessionFor('premium'), url: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue, Camille Martin!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "S'abonner Premium" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Débloquer Premium' })).not.toBeInTheDocument();
  });

  it('confirms a paid return from Stripe only after the api verified it, then drops session_id', async () => {
    const { calls } = fakeApi({
      'GET /billing/checkout/:sessionId': () => ({ status: 'paid', user: USERS.premium }),
    });
    const session = sessionFor('free');
    renderPage(<DashboardPage />, { session, url: '/dashboard?session_id=cs_test_1', path: '/dashboard' });
    expect(await screen.findByText('Paiement réussi !')).toBeInTheDocument();
    expect(screen.getByText('Votre abonnement Premium est maintenant actif.')).toBeInTheDocument();
    expect(await screen.findByText('Abonnement Premium activé')).toBeInTheDocument();
    // The dashboard also lists the applications in progress: only the billing calls matter here.
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/billing/'))).toEqual(['/api/billing/checkout/cs_test_1']);
    expect(session.refresh).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/dashboard$/));
  });

  it('says nothing about success when Stripe has not been paid', async () => {
    fakeApi({ 'GET /billing/checkout/:sessionId': () => ({ status: 'unpaid', user: USERS.free }) });
    const session = sessionFor('free');
    renderPage(<DashboardPage />, { session, url: '/dashboard?session_id=cs_forged', path: '/dashboard' });
    expect(await screen.findByText('Paiement non confirmé')).toBeInTheDocument();
    expect(screen.queryByText('Paiement réussi !')).not.toBeInTheDocument();
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it("does not take someone else's session for a payment", async () => {
    fakeApi({ 'GET /billing/checkout/:sessionId': () => ({ status: 'not_found', user: USERS.free }) });
    const session = sessionFor('free');
    renderPage(<DashboardPage />, { session, url: '/dashboard?session_id=cs_autre', path: '/dashboard' });
    expect(await screen.findByText('Session de paiement introuvable.')).toBeInTheDocument();
    expect(screen.queryByText('Paiement réussi !')).not.toBeInTheDocument();
    expect(session.refresh).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/dashboard$/));
  });
});
