import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, refusal } from '@lettra/shared-ui/testing';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import EmailChangePage from './EmailChangePage.tsx';

const INVALID = 'Ce lien de changement d’adresse e-mail est invalide, a déjà servi ou a expiré.';

function open(hash: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  const session = sessionFor('visitor');
  renderPage(<EmailChangePage />, { session, url: `/email-change${hash}`, path: '/email-change' });
  return { ...api, session, user: userEvent.setup() };
}

describe('EmailChangePage', () => {
  it('confirms the new address only when asked, then points to the settings', async () => {
    const { user, calls, session } = open('#action=confirm&token=tok_confirm', {
      'POST /me/email/confirm': () => ({ message: 'L’adresse e-mail de votre compte est désormais lea@nouveau.fr.' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmer votre nouvelle adresse e-mail' })).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }));
    expect(await screen.findByRole('status')).toHaveTextContent('L’adresse e-mail de votre compte est désormais lea@nouveau.fr.');
    expect(calls).toEqual([{ method: 'POST', path: '/api/me/email/confirm', body: { token: 'tok_confirm' } }]);
    expect(screen.getByRole('link', { name: 'Aller aux paramètres' })).toHaveAttribute('href', '/settings');
    expect(session.refresh).toHaveBeenCalledOnce();
  });

  it('undoes a change, then leads to a new password', async () => {
    const { user, calls } = open('#action=undo&token=tok_undo', {
      'POST /me/email/undo': () => ({ message: 'L’ancienne adresse e-mail de votre compte est rétablie.' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Annuler le changement d’adresse e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/toutes les sessions ouvertes sur votre compte seront fermées/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rétablir mon ancienne adresse' }));
    expect(await screen.findByRole('status')).toHaveTextContent('L’ancienne adresse e-mail de votre compte est rétablie.');
    expect(calls).toEqual([{ method: 'POST', path: '/api/me/email/undo', body: { token: 'tok_undo' } }]);
    expect(screen.getByRole('link', { name: 'Choisir un nouveau mot de passe' })).toHaveAttribute('href', '/forgot-password');
  });

  it('takes the token out of the address bar', async () => {
    open('#action=confirm&token=tok_secret');
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/email-change$/));
    expect(screen.getByRole('button', { name: 'Confirmer ma nouvelle adresse' })).toBeInTheDocument();
  });

  it('says why a used or expired link does nothing', async () => {
    const { user } = open('#action=confirm&token=tok_old', {
      'POST /me/email/confirm': () => refusal(400, { code: 'InvalidEmailChangeLinkError', message: INVALID }),
    });
    await user.click(screen.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Confirmer ma nouvelle adresse' })).not.toBeInTheDocument();
  });

  it('says when the link was cut, and sends nothing', () => {
    const { calls } = open('#action=confirm');
    expect(screen.getByRole('heading', { level: 1, name: 'Lien incomplet' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
