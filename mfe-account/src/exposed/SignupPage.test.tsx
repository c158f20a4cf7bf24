import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@lettra/shared-ui';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import SignupPage from './SignupPage.tsx';

const submitButton = () => screen.getByRole('button', { name: "S'inscrire" });

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
    expect(screen.getByRole('alert')).toHaveTextContent("Vous devez accepter les conditions d'utilisation pour créer un compte.");
    expect(session.signup).not.toHaveBeenCalled();
  });

  it('creates the account and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const session = sessionFor('visitor');
    renderPage(<SignupPage />, { session, url: '/signup' });
    await user.type(screen.getByLabelText('Nom complet'), ' Léa Dubois ');
    await user.type(screen.getByLabelText('Email'), 'lea@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'Tournesol-42');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());
    expect(session.signup).toHaveBeenCalledWith({ name: 'Léa Dubois', email: 'lea@exemple.fr', password: 'Tournesol-42', acceptTerms: true });
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/dashboard$/));
  });

  it("shows the api's refusal in the 'Erreur d'inscription' toast", async () => {
    const user = userEvent.setup();
    const session = sessionFor('visitor', {
      signup: vi.fn().mockRejectedValue(new ApiError(409, { code: 'EmailTakenError', message: 'Un compte existe déjà avec cette adresse e-mail.' })),
    });
    renderPage(<SignupPage />, { session, url: '/signup' });
    await user.type(screen.getByLabelText('Nom complet'), 'Léa');
    await user.type(screen.getByLabelText('Email'), 'lea@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'Tournesol-42');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());
    expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
    expect(screen.getByText('Un compte existe déjà avec cette adresse e-mail.')).toBeInTheDocument();
  });
});
