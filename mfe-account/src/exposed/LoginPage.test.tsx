import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@lettra/shared-ui';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import LoginPage from './LoginPage.tsx';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginPage', () => {
  it('links to the password reset and the signup pages', () => {
    renderPage(<LoginPage />, { session: sessionFor('visitor'), url: '/login' });
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup');
  });

  // docs/product.md §5: one message whatever is wrong, and the api is never asked.
  it.each([
    ['an empty form', '', ''],
    ['a missing e-mail', '', 'secret1'],
    ['a password under 6 characters', 'lea@exemple.fr', '12345'],
  ])('refuses %s with the spec message in a destructive toast', async (_case, email, password) => {
    const session = sessionFor('visitor');
    renderPage(<LoginPage />, { session, url: '/login' });
    await fillAndSubmit(email, password);
    expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
    expect(screen.getByText('Email ou mot de passe invalide')).toBeInTheDocument();
    expect(session.login).not.toHaveBeenCalled();
  });

  it('puts the cursor in the first field to correct, and busies the button while the api answers', async () => {
    let answer: (() => void) | undefined;
    const session = sessionFor('visitor', { login: vi.fn(() => new Promise<never>((_resolve, reject) => (answer = () => reject(new TypeError('boom'))))) });
    renderPage(<LoginPage />, { session, url: '/login' });
    await fillAndSubmit('', 'secret1');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());

    await fillAndSubmit('lea@exemple.fr', '');
    await waitFor(() => expect(screen.getByRole('button', { name: /Se connecter/ })).toBeDisabled());
    answer?.();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled());
  });

  it("shows the api's message when the credentials are refused", async () => {
    const session = sessionFor('visitor', {
      login: vi.fn().mockRejectedValue(new ApiError(401, { code: 'InvalidCredentialsError', message: 'Email ou mot de passe invalide' })),
    });
    renderPage(<LoginPage />, { session, url: '/login' });
    await fillAndSubmit('lea@exemple.fr', 'mauvais-mdp');
    expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
    expect(screen.getByText('Email ou mot de passe invalide')).toBeInTheDocument();
    expect(session.login).toHaveBeenCalledWith('lea@exemple.fr', 'mauvais-mdp');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("falls back to 'Identifiants invalides' when the failure has no message of its own", async () => {
    const session = sessionFor('visitor', { login: vi.fn().mockRejectedValue(new TypeError('boom')) });
    renderPage(<LoginPage />, { session, url: '/login' });
    await fillAndSubmit('lea@exemple.fr', 'secret1');
    expect(await screen.findByText('Identifiants invalides')).toBeInTheDocument();
  });

  it.each([
    ['/login', '/dashboard'],
    ['/login?next=/checkout', '/checkout'],
    // An address on another site is not followed after login.
    ['/login?next=https://evil.example/', '/dashboard'],
  ])('from %s, a successful login leads to %s', async (url, expected) => {
    renderPage(<LoginPage />, { session: sessionFor('visitor'), url, path: '/login' });
    await fillAndSubmit('lea@exemple.fr', 'secret1');
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(new RegExp(`^${expected}$`)));
  });

  it('keeps the way back when the visitor goes on to the signup page', () => {
    renderPage(<LoginPage />, { session: sessionFor('visitor'), url: '/login?next=/checkout', path: '/login' });
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup?next=%2Fcheckout');
  });
});
