import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionResponseCheck } from '@lettra/contracts';
import { apiRequest } from '../api/api-client.ts';
import { fakeApi, refusal } from '../testing/fake-api.ts';
import { renderWithSession } from '../testing/render-with-session.tsx';
import { useSessionExpiry } from './useSessionExpiry.ts';

const ENDED = refusal(401, { code: 'AuthRequiredError', message: 'Connexion requise' });

/** A screen of any remote under the shell's layout: a button whose request meets an ended session. */
function Screen() {
  useSessionExpiry();
  return (
    <button type="button" onClick={() => void apiRequest('/auth/session', sessionResponseCheck).catch(() => undefined)}>
      Lire
    </button>
  );
}

describe('useSessionExpiry', () => {
  it('sends a signed-in user whose session ended to the login page, with the page to come back to', async () => {
    fakeApi({ 'GET /auth/session': () => ENDED });
    renderWithSession(<Screen />, { persona: 'free', path: '/my-letters' });
    await userEvent.click(screen.getByRole('button', { name: 'Lire' }));
    expect(await screen.findByLabelText('Adresse actuelle')).toHaveTextContent(/^\/login\?next=\/my-letters$/);
  });

  it('leaves a visitor where they are: their 401 is a refused login, the form’s to show', async () => {
    const { calls } = fakeApi({ 'GET /auth/session': () => ENDED });
    renderWithSession(<Screen />, { persona: 'visitor', path: '/generator' });
    await userEvent.click(screen.getByRole('button', { name: 'Lire' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Lire' })).toBeInTheDocument();
  });
});
