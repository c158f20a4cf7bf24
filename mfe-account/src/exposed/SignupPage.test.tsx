import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, refusal } from '@lettra/shared-ui/testing';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor, USERS } from '../test/session.ts';
import SignupPage from './SignupPage.tsx';

const submitButton = () => screen.getByRole('button', { name: "S'inscrire" });
const CHECK_MAIL = 'Vérifiez votre boîte mail : nous y envoyons le lien qui active votre compte, valable 24 heures.';

describe('SignupPage', () => {
  it('keeps the submit button disabled until the terms box is ticked', async () => {
    const user = userEvent.setup();
    renderPage(<SignupPage />, { session: sessionFor('visitor'), url: '/signup' });
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: "J'accepte les conditions d'utilisation" }));
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: "J'accepte les conditions d'utilisation" }));
    expect(submitButton()).toBeDisabled();
  });

  it('links the terms and shows the password hint', () => {
    renderPage(<SignupPage />, { session: sessionFor('visitor'), url: '/signup' });
    expect(screen.getByRole('link', { name: "conditions d'utilisation" })).toHaveAttribute('href', '/terms');
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Minimum 8 caractères');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('refuses an incomplete form with the spec message, without calling the api', async () => {
    const user = userEvent.setup();
    const session = sessionFor('visitor');
    renderPage(<SignupPage />, { session, url: '/signup' });
    await user.type(screen.getByLabelText('Nom complet'), 'Léa');
    await user.type(screen.getByLabelText('Email'), 'lea@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), '123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 8 caractères.',
    );
    expect(session.signup).not.toHaveBeenCalled();
  });

  it('says the terms must be accepted when the form is sent unticked anyway', async () => {
    const user = userEvent.setup();
    const session = sessionFor('visitor');
    renderPage(<SignupPage />, { session, url: '/signup' });
    // Enter does nothing while the only submit button is disabled (HTML implicit submission)...
    await user.type(screen.getByLabelText('Nom complet'), 'Léa{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // ...but a script or an assistive tool can still submit the form.
    fireEvent.submit(screen.getByRole('form', { name: 'Inscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Vous devez accepter les conditions d'utilisation pour créer un compte.");
    expect(session.signup).not.toHaveBeenCalled();
  });

  it('sends the form to the api and shows its answer in place of the form: the account waits for the mailed link', async () => {
    const { calls } = fakeApi({ 'POST /auth/signup': () => ({ message: CHECK_MAIL }) });
    const user = userEvent.setup();
    const session = sessionFor('visitor');
    renderPage(<SignupPage />, { session, url: '/signup' });
    await user.type(screen.getByLabelText('Nom complet'), ' Léa Dubois ');
    await user.type(screen.getByLabelText('Email'), 'lea@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'Tournesol-42');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent(CHECK_MAIL);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/auth/signup', body: { name: 'Léa Dubois', email: 'lea@exemple.fr', password: 'Tournesol-42', acceptTerms: true } },
    ]);
    expect(screen.queryByRole('form', { name: 'Inscription' })).not.toBeInTheDocument();
    expect(session.signup).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/signup$/);
  });

  it("shows the api's refusal in the 'Erreur d'inscription' toast and keeps the form", async () => {
    fakeApi({
      'POST /auth/signup': () =>
        refusal(400, { code: 'CommonPasswordError', message: 'Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.' }),
    });
    const user = userEvent.setup();
    renderPage(<SignupPage />, { session: sessionFor('visitor'), url: '/signup' });
    await user.type(screen.getByLabelText('Nom complet'), 'Léa');
    await user.type(screen.getByLabelText('Email'), 'lea@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'Password1!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());
    expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
    expect(screen.getByText('Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Inscription' })).toBeInTheDocument();
  });
});

describe('SignupPage opened from the mailed link', () => {
  const SESSION = { user: USERS.free, premiumDayEndsAt: null };

  it('asks the password chosen at sign-up, creates the account, signs in and goes to the dashboard', async () => {
    const { calls } = fakeApi({ 'POST /auth/signup/confirm': () => SESSION });
    const user = userEvent.setup();
    const session = sessionFor('visitor');
    renderPage(<SignupPage />, { session, url: '/signup#token=tok_123', path: '/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activer votre compte' })).toBeInTheDocument();
    // Nothing is sent on load: mail scanners open links by themselves.
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(/Veuillez saisir votre mot de passe\./);
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Mot de passe'), 'Tournesol-42');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/dashboard$/));
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/signup/confirm', body: { token: 'tok_123', password: 'Tournesol-42' } }]);
    expect(session.refresh).toHaveBeenCalledOnce();
    expect(await screen.findByText('Inscription réussie')).toBeInTheDocument();
  });

  it('shows why the link or the password is refused, and stays', async () => {
    fakeApi({ 'POST /auth/signup/confirm': () => refusal(400, { code: 'WrongPasswordError', message: 'Mot de passe incorrect.' }) });
    const user = userEvent.setup();
    const session = sessionFor('visitor');
    renderPage(<SignupPage />, { session, url: '/signup#token=tok_123', path: '/signup' });
    await user.type(screen.getByLabelText('Mot de passe'), 'Pas-le-bon');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    expect(await screen.findByText('Mot de passe incorrect.')).toBeInTheDocument();
    expect(session.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Activer mon compte' })).toBeEnabled();
  });
});
