import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationPreferencesSchema, profileUpdateBodySchema, type BillingDetails, type SessionUser } from '@lettra/contracts';
import { leaveFor } from '../lib/leave-for.ts';
import { fakeApi, refusal, type FakeRoutes } from '@lettra/shared-ui/testing';
import { renderPage } from '../test/render-page.tsx';
import { USERS, sessionFor, type Persona } from '../test/session.ts';
import SettingsPage from './SettingsPage.tsx';

vi.mock('../lib/leave-for.ts', () => ({ leaveFor: vi.fn() }));

const DEMO_DETAILS: BillingDetails = { mode: 'demo', nextPaymentDate: '2026-04-15T10:00:00.000Z', cardBrand: null, cardLast4: null, status: 'active', cancelAtPeriodEnd: false };
const STRIPE_DETAILS: BillingDetails = {
  mode: 'stripe',
  nextPaymentDate: '2026-04-15T10:00:00.000Z',
  cardBrand: 'mastercard',
  cardLast4: '4444',
  status: 'active',
  cancelAtPeriodEnd: false,
};

const THIS_LAPTOP = {
  id: 'ses_portable',
  device: 'Firefox sur Windows',
  signedInAt: '2026-03-14T08:00:00.000Z',
  lastActiveAt: '2026-03-15T09:30:00.000Z',
  current: true,
};
const PHONE = {
  id: 'ses_telephone',
  device: 'Safari sur iPhone',
  signedInAt: '2026-03-10T18:00:00.000Z',
  lastActiveAt: '2026-03-12T20:05:00.000Z',
  current: false,
};

/** Renders the page and waits for the saved preferences and the devices, so every test starts from a settled page. */
async function setup(persona: Persona = 'free', routes: FakeRoutes = {}, signedIn?: SessionUser) {
  const api = fakeApi({
    'GET /me/preferences': () => ({ email: true, newFeatures: true, tips: false }),
    'PUT /me/preferences': ({ body }) => notificationPreferencesSchema.parse(body),
    'GET /me/sessions': () => ({ sessions: [THIS_LAPTOP] }),
    'GET /me/resume': () => ({ resume: null }),
    ...routes,
  });
  const session = sessionFor(persona, signedIn ? { user: signedIn } : {});
  renderPage(<SettingsPage />, { session, url: '/settings' });
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Notifications par email' })).toBeEnabled());
  await screen.findByRole('list', { name: 'Appareils connectés' });
  return { ...api, session, user: userEvent.setup() };
}

describe('SettingsPage', () => {
  afterEach(() => vi.mocked(leaveFor).mockClear());

  it('sends a visitor to the login page', () => {
    renderPage(<SettingsPage />, { session: sessionFor('visitor'), url: '/settings' });
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/login$/);
  });

  it('has the anchored sections and a way back', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Sections des paramètres' });
    for (const [name, id] of [['Profil', 'profil'], ['Abonnement', 'abonnement'], ['Notifications', 'notifications'], ['Mon CV', 'cv'], ['Sécurité', 'securite']]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
      expect(screen.getByRole('region', { name })).toHaveAttribute('id', id);
    }
  });

  it('saves the profile and refreshes the session', async () => {
    const { user, calls, session } = await setup('free', {
      'PATCH /me': ({ body }) => {
        const { name = USERS.free.name } = profileUpdateBodySchema.parse(body);
        return { user: { ...USERS.free, name }, premiumDayEndsAt: null, confirmationSentTo: null };
      },
    });
    const name = screen.getByLabelText('Nom complet');
    expect(name).toHaveValue('Léa Dubois');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.clear(name);
    await user.type(name, 'Léa Martin');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/me',
      body: { name: 'Léa Martin', email: 'lea@exemple.fr' },
    });
    expect(session.refresh).toHaveBeenCalledOnce();
  });

  it("shows the api's message for an invalid address under the e-mail field, until it is edited", async () => {
    const { user } = await setup('free', {
      'PATCH /me': () => refusal(400, { code: 'ValidationError', message: 'Adresse e-mail invalide.', fields: { email: 'Adresse e-mail invalide.' } }),
    });
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'lea@');
    await user.type(screen.getByLabelText('Mot de passe du compte'), 'Mot-de-passe-2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Adresse e-mail invalide.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'exemple.fr');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the password to change the e-mail, and says a confirmation link was sent', async () => {
    const { user, calls, session } = await setup('free', {
      'PATCH /me': () => ({ user: USERS.free, premiumDayEndsAt: null, confirmationSentTo: 'lea@nouveau.fr' }),
    });
    expect(screen.queryByLabelText('Mot de passe du compte')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'lea@nouveau.fr');
    const password = screen.getByLabelText('Mot de passe du compte');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription(/un lien de confirmation sera envoyé à la nouvelle adresse/);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Saisissez votre mot de passe pour changer d’adresse e-mail.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(screen.getByLabelText('Mot de passe du compte'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Votre adresse e-mail changera quand vous l’aurez ouvert/)).toHaveTextContent(
      'Un lien de confirmation a été envoyé à lea@nouveau.fr. Votre adresse e-mail changera quand vous l’aurez ouvert',
    );
    expect(screen.getByText('Vérifiez votre boîte de réception')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/me',
      body: { name: 'Léa Dubois', email: 'lea@nouveau.fr', currentPassword: 'secret1' },
    });
    // Until the link is opened, the account keeps its address.
    expect(screen.getByLabelText('Email')).toHaveValue('lea@exemple.fr');
    expect(screen.queryByLabelText('Mot de passe du compte')).not.toBeInTheDocument();
    expect(session.refresh).toHaveBeenCalledOnce();
  });

  it('shows a wrong password next to its field', async () => {
    const { user } = await setup('free', {
      'PATCH /me': () => refusal(400, { code: 'WrongPasswordError', message: 'Mot de passe incorrect.' }),
    });
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'lea@nouveau.fr');
    await user.type(screen.getByLabelText('Mot de passe du compte'), 'faux');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByLabelText('Mot de passe du compte')).toHaveAccessibleDescription(/Mot de passe incorrect\./));
  });

  it('shows the saved notification preferences and saves each switch with PUT', async () => {
    const { user, calls } = await setup('free', {
      'GET /me/preferences': () => ({ email: false, newFeatures: true, tips: true }),
    });
    expect(screen.getByRole('switch', { name: 'Notifications par email' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Conseils et astuces' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Conseils et astuces' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/me/preferences',
      body: { email: false, newFeatures: true, tips: false },
    }));
    expect(screen.getByRole('switch', { name: 'Conseils et astuces' })).not.toBeChecked();
  });

  it('starts from the spec defaults and undoes a change the api refuses', async () => {
    const { user } = await setup('free', {
      'PUT /me/preferences': () => refusal(503, { code: 'DatabaseUnavailableError', message: 'Service momentanément indisponible.' }),
    });
    const tips = screen.getByRole('switch', { name: 'Conseils et astuces' });
    expect(screen.getByRole('switch', { name: 'Notifications par email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Nouvelles fonctionnalités' })).toBeChecked();
    expect(tips).not.toBeChecked();
    await user.click(tips);
    expect(await screen.findByText('Service momentanément indisponible.')).toBeInTheDocument();
    expect(tips).not.toBeChecked();
  });

  it('offers Premium to a free user', async () => {
    await setup('free');
    const plan = screen.getByRole('region', { name: 'Abonnement' });
    expect(plan).toHaveTextContent('Gratuit');
    expect(within(plan).getByRole('link', { name: 'Passer à Premium' })).toHaveAttribute('href', '/checkout');
  });

  it("cancels a subscription after confirmation and says until when Premium stays", async () => {
    const { user, calls, session } = await setup('premium', {
      'GET /billing/details': () => DEMO_DETAILS,
      'POST /billing/cancel': () => ({ user: USERS.premium, activeUntil: '2026-03-15T10:00:00.000Z' }),
    });
    const plan = screen.getByRole('region', { name: 'Abonnement' });
    expect(plan).toHaveTextContent('Premium');
    expect(await within(plan).findByRole('button', { name: 'Mettre à jour le moyen de paiement' })).toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Annuler' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Garder Premium' }));
    expect(calls.some((call) => call.path === '/api/billing/cancel')).toBe(false);

    await user.click(within(plan).getByRole('button', { name: 'Annuler' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: "Annuler l'abonnement" }));
    expect(await screen.findByText('Abonnement annulé')).toBeInTheDocument();
    expect(screen.getByText("Votre abonnement Premium reste actif jusqu'au 15/03/2026.")).toBeInTheDocument();
    expect(session.refresh).toHaveBeenCalledOnce();
  });

  it("shows in demo mode the period end the server knows as the next payment, and the spec's sample card", async () => {
    const { user, calls } = await setup('premium', { 'GET /billing/details': () => DEMO_DETAILS });
    const plan = screen.getByRole('region', { name: 'Abonnement' });
    expect(await within(plan).findByText('Carte Visa se terminant par 4242')).toBeInTheDocument();
    expect(plan).toHaveTextContent('5,99€ le 15/04/2026');
    expect(plan).not.toHaveTextContent('1er du mois prochain');
    await user.click(within(plan).getByRole('button', { name: 'Mettre à jour le moyen de paiement' }));
    expect(await screen.findByText("Aucun moyen de paiement réel n'est enregistré en mode démo.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/billing/portal')).toBe(false);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("shows Stripe's next payment and card, and changes the card in Stripe's Customer Portal", async () => {
    const { user, calls } = await setup('premium', {
      'GET /billing/details': () => STRIPE_DETAILS,
      'POST /billing/portal': () => ({ url: 'https://billing.stripe.com/p/session/bps_1' }),
    });
    const plan = screen.getByRole('region', { name: 'Abonnement' });
    expect(await within(plan).findByText('Carte Mastercard se terminant par 4444')).toBeInTheDocument();
    expect(plan).toHaveTextContent('5,99€ le 15/04/2026');
    expect(plan).not.toHaveTextContent('4242');

    await user.click(within(plan).getByRole('button', { name: 'Mettre à jour le moyen de paiement' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.com/p/session/bps_1'));
    expect(calls.find((call) => call.path === '/api/billing/portal')).toMatchObject({ method: 'POST' });
  });

  it('says why when the Customer Portal cannot be opened', async () => {
    const { user } = await setup('premium', {
      'GET /billing/details': () => STRIPE_DETAILS,
      'POST /billing/portal': () => refusal(502, { code: 'PaymentProviderUnreachableError', title: 'Erreur', message: 'Impossible de se connecter à Stripe' }),
    });
    const plan = screen.getByRole('region', { name: 'Abonnement' });
    await user.click(await within(plan).findByRole('button', { name: 'Mettre à jour le moyen de paiement' }));
    expect(await screen.findByText('Impossible de se connecter à Stripe')).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(within(plan).getByRole('button', { name: 'Mettre à jour le moyen de paiement' })).toBeEnabled();
  });

  it('says when the billing details cannot be read, and still offers the card update', async () => {
    await setup('premium', {
      'GET /billing/details': () => refusal(502, { code: 'BillingProviderError', title: 'Erreur', message: 'Stripe indisponible' }),
    });
    const plan = screen.getByRole('region', { name: 'Abonnement' });
    expect(await within(plan).findByText('Les informations de paiement sont momentanément indisponibles.')).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Mettre à jour le moyen de paiement' })).toBeInTheDocument();
    expect(plan).not.toHaveTextContent('4242');
  });

  it('tells a subscriber whose last payment failed, with the way to a new card', async () => {
    const pastDue = { ...USERS.premium, subscription: { ...USERS.premium.subscription, status: 'past_due' } };
    await setup('premium', { 'GET /billing/details': () => ({ ...STRIPE_DETAILS, status: 'past_due' }) }, pastDue);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Échec du paiement');
    expect(notice).toHaveTextContent('Le dernier paiement de votre abonnement Premium a été refusé.');
    expect(within(notice).getByRole('button', { name: 'Mettre à jour le moyen de paiement' })).toBeInTheDocument();
  });

  it('shows a cancelled subscription with the day Premium ends, and nothing more to cancel', async () => {
    const cancelled = { ...USERS.premium, subscription: { ...USERS.premium.subscription, cancelAtPeriodEnd: true } };
    await setup('premium', {}, cancelled);
    const plan = screen.getByRole('region', { name: 'Abonnement' });
    expect(plan).toHaveTextContent("Votre abonnement est annulé : vous gardez Premium jusqu'au 15/03/2026.");
    expect(within(plan).queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
  });

  it("resumes a cancelled subscription with 'Reprendre mon abonnement'", async () => {
    const cancelled = { ...USERS.premium, subscription: { ...USERS.premium.subscription, cancelAtPeriodEnd: true } };
    const { user, calls, session } = await setup('premium', { 'POST /billing/resume': () => ({ user: USERS.premium }) }, cancelled);
    const plan = screen.getByRole('region', { name: 'Abonnement' });
    await user.click(within(plan).getByRole('button', { name: 'Reprendre mon abonnement' }));
    expect(await screen.findByText('Abonnement repris')).toBeInTheDocument();
    expect(screen.getByText('Votre abonnement Premium se renouvellera le 15/03/2026.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/billing/resume')).toMatchObject({ method: 'POST' });
    expect(session.refresh).toHaveBeenCalledOnce();
  });

  it('says so when the subscription cannot be resumed, and offers the button again', async () => {
    const cancelled = { ...USERS.premium, subscription: { ...USERS.premium.subscription, cancelAtPeriodEnd: true } };
    const { user } = await setup(
      'premium',
      { 'POST /billing/resume': () => refusal(409, { code: 'NoSubscriptionError', message: 'Aucun abonnement Premium n’est associé à votre compte.' }) },
      cancelled,
    );
    const plan = screen.getByRole('region', { name: 'Abonnement' });
    await user.click(within(plan).getByRole('button', { name: 'Reprendre mon abonnement' }));
    expect(await screen.findByText('Aucun abonnement Premium n’est associé à votre compte.')).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Reprendre mon abonnement' })).toBeEnabled();
  });

  it('changes the password with the current one', async () => {
    const { user, calls } = await setup('free', { 'POST /me/password': () => ({ ok: true }) });
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-mdp');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-mdp');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Mot de passe modifié')).toBeInTheDocument();
    expect(screen.getByText('Votre nouveau mot de passe est enregistré. Vos autres appareils ont été déconnectés.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/me/password',
      body: { currentPassword: 'ancien-mdp', newPassword: 'nouveau-mdp' },
    });
  });

  it('shows the last login as the current date in French', async () => {
    // The date alone is faked: a run that crosses midnight would otherwise see two different days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 10, 30));
    try {
      await setup();
      expect(screen.getByText(/^Dernière connexion :/)).toHaveTextContent('dimanche 15 mars 2026');
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs out and returns home', async () => {
    const { user, session } = await setup();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(session.logout).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/$/);
  });

  it('deletes the account once confirmed with the password, then returns home', async () => {
    const { user, calls } = await setup('free', { 'DELETE /me': () => ({ ok: true, subscriptionCancelled: false }) });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(within(dialog).getByText('Veuillez saisir votre mot de passe.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.type(within(dialog).getByLabelText('Mot de passe'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/$/));
    expect(calls.at(-1)).toEqual({ method: 'DELETE', path: '/api/me', body: { password: 'secret1' } });
  });

  it('tells a subscriber that deleting the account ends the subscription at once, and confirms it after', async () => {
    const { user } = await setup('premium', {
      'GET /billing/details': () => DEMO_DETAILS,
      'DELETE /me': () => ({ ok: true, subscriptionCancelled: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    expect(dialog).toHaveTextContent('Votre abonnement Premium sera résilié immédiatement : aucun prélèvement ne suivra.');

    await user.type(within(dialog).getByLabelText('Mot de passe'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText(/Votre abonnement Premium est résilié : plus aucun prélèvement ne sera effectué\./)).toBeInTheDocument();
  });

  it('says nothing of a subscription to a free user deleting the account', async () => {
    const { user } = await setup('free');
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(screen.getByRole('dialog', { name: 'Supprimer votre compte ?' })).not.toHaveTextContent('abonnement');
  });

  it("lists the signed-in devices with their last activity, and marks this one 'Cette session'", async () => {
    await setup('free', { 'GET /me/sessions': () => ({ sessions: [THIS_LAPTOP, PHONE] }) });
    const devices = within(screen.getByRole('list', { name: 'Appareils connectés' })).getAllByRole('listitem');
    expect(devices.map((item) => item.getAttribute('aria-label'))).toEqual(['Firefox sur Windows', 'Safari sur iPhone']);
    expect(devices[0]).toHaveTextContent('Cette session');
    expect(within(devices[0]!).queryByRole('button', { name: 'Déconnecter' })).not.toBeInTheDocument();
    expect(devices[1]).not.toHaveTextContent('Cette session');
    expect(devices[1]).toHaveTextContent(/Dernière activité : 12\/03\/2026 à \d{2}h05/);
    expect(within(devices[1]!).getByRole('button', { name: 'Déconnecter' })).toBeInTheDocument();
  });

  it('signs one other device out, then shows the list without it', async () => {
    let listed = [THIS_LAPTOP, PHONE];
    const { user, calls } = await setup('free', {
      'GET /me/sessions': () => ({ sessions: listed }),
      'DELETE /me/sessions/:id': () => {
        listed = [THIS_LAPTOP];
        return { ok: true };
      },
    });
    const phone = screen.getByRole('listitem', { name: 'Safari sur iPhone' });
    await user.click(within(phone).getByRole('button', { name: 'Déconnecter' }));
    expect(await screen.findByText('Safari sur iPhone est déconnecté')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari sur iPhone' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/api/me/sessions/ses_telephone', body: undefined }]);
    expect(screen.queryByRole('button', { name: 'Déconnecter les autres appareils' })).not.toBeInTheDocument();
  });

  it("signs every other device out with 'Déconnecter les autres appareils'", async () => {
    const { user, calls } = await setup('free', {
      'GET /me/sessions': () => ({ sessions: [THIS_LAPTOP, PHONE, { ...PHONE, id: 'ses_tablette', device: 'Chrome sur Android' }] }),
      'DELETE /me/sessions': () => ({ ended: 2 }),
    });
    await user.click(screen.getByRole('button', { name: 'Déconnecter les autres appareils' }));
    expect(await screen.findByText('2 autres appareils ont été déconnectés')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/api/me/sessions', body: undefined }]);
  });
});
