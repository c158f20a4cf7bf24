import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@lettra/shared-ui/testing';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import SettingsPage from './SettingsPage.tsx';

vi.mock('../lib/leave-for.ts', () => ({ leaveFor: vi.fn() }));

const RESUME = 'Léa Dubois\nDéveloppeuse React, 5 ans d’expérience.\n<b>TypeScript</b>, tests, accessibilité.';

function setup(resume: { content: string; savedAt: string } | null) {
  const api = fakeApi({
    'GET /me/preferences': () => ({ email: true, newFeatures: true, tips: false }),
    'GET /me/sessions': () => ({ sessions: [] }),
    'GET /me/resume': () => ({ resume }),
    'DELETE /me/resume': () => ({ ok: true }),
  });
  renderPage(<SettingsPage />, { session: sessionFor('free'), url: '/settings' });
  return { ...api, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Mon CV' });

describe('SettingsPage: the saved CV', () => {
  it('shows the saved text as text and its date, and deletes it only once confirmed', async () => {
    const { user, calls } = setup({ content: RESUME, savedAt: '2026-03-14T08:00:00.000Z' });
    const text = await within(section()).findByRole('region', { name: 'Texte du CV enregistré' });
    expect(text.textContent).toBe(RESUME);
    expect(text.querySelector('b')).toBeNull();
    expect(within(section()).getByText('Enregistré le 14/03/2026')).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Supprimer mon CV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer votre CV enregistré ?' });
    expect(dialog).toHaveTextContent('Il ne sera plus proposé à la première étape du générateur. Cette action est irréversible.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(within(section()).getByRole('region', { name: 'Texte du CV enregistré' })).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Supprimer mon CV' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(section()).queryByRole('region', { name: 'Texte du CV enregistré' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/me/resume']);
    expect(await screen.findByText('CV supprimé')).toBeInTheDocument();
    expect(within(section()).getByText(/^Aucun CV enregistré\./)).toBeInTheDocument();
  });

  it('says how to keep a CV when none is saved', async () => {
    setup(null);
    expect(
      await within(section()).findByText(
        'Aucun CV enregistré. Cochez « Enregistrer mon CV pour mes prochaines lettres » à la première étape du générateur pour le retrouver ici.',
      ),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Supprimer mon CV' })).not.toBeInTheDocument();
  });
});
