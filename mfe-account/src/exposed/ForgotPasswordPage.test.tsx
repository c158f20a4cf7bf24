import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, refusal } from '@lettra/shared-ui/testing';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';

const NEUTRAL = 'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.';

describe('ForgotPasswordPage', () => {
  it('asks for a reset link and shows the neutral answer of the api', async () => {
    const { calls } = fakeApi({ 'POST /auth/password-reset': () => ({ message: NEUTRAL }) });
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { session: sessionFor('visitor'), url: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'lea@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/password-reset', body: { email: 'lea@exemple.fr' } }]);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('sets a new password from the e-mailed link once both entries match', async () => {
    const { calls } = fakeApi({ 'POST /auth/password-reset/confirm': () => ({ message: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.' }) });
    const user = userEvent.setup();
    const session = sessionFor('visitor');
    renderPage(<ForgotPasswordPage />, { session, url: '/forgot-password?token=tok_123', path: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' });

    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Jardin7');
    await user.click(submit);
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
      'Minimum 8 caractères Le mot de passe doit faire au moins 8 caractères.',
    );

    await user.type(screen.getByLabelText('Nouveau mot de passe'), '7');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Jardin7');
    await user.click(submit);
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAccessibleDescription('Les mots de passe ne correspondent pas.');
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Jardin77');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Votre mot de passe a été modifié. Connectez-vous avec le nouveau.');
    // The api ended every session of the account: the shell must learn it.
    expect(session.refresh).toHaveBeenCalledOnce();
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/password-reset/confirm', body: { token: 'tok_123', password: 'Jardin77' } }]);
    expect(screen.getByRole('link', { name: 'Aller à la page de connexion' })).toHaveAttribute('href', '/login');
  });

  it('shows why an expired link is refused', async () => {
    fakeApi({
      'POST /auth/password-reset/confirm': () =>
        refusal(400, { code: 'InvalidResetTokenError', message: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.' }),
    });
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { session: sessionFor('visitor'), url: '/forgot-password?token=old', path: '/forgot-password' });
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Jardin77');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Jardin77');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));
    expect(await screen.findByText('Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.')).toBeInTheDocument();
  });
});
