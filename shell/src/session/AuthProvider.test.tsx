import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@lettra/shared-ui';
import { fakeApi, offContract } from '@lettra/shared-ui/testing';
import { sampleUser } from '../test/auth-value.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { PREMIUM_NOTICE_FLAG } from './premium-notice-flag.ts';

function Probe() {
  const { user, status, logout } = useAuth();
  return (
    <div>
      <p>{status === 'loading' ? 'Chargement...' : (user?.name ?? 'Visiteur')}</p>
      <button type="button" onClick={() => void logout()}>
        sortir
      </button>
    </div>
  );
}

describe('AuthProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('restores the user from the api session', async () => {
    const { fetchMock } = fakeApi({ 'GET /auth/session': () => ({ user: sampleUser, premiumDayEndsAt: null }) });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByText('Camille Martin')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ credentials: 'include' }));
  });

  it('settles as a visitor when the api is unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('réseau'))));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('Visiteur')).toBeInTheDocument();
  });

  it('never signs in a user from a session answer that breaks its contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A user without its premium state: the shell cannot tell what this visitor may do.
    fakeApi({ 'GET /auth/session': () => offContract({ user: { id: 'user_test', name: 'Camille Martin' }, premiumDayEndsAt: null }) });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('Visiteur')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[lettra] réponse hors contrat', expect.any(Array));
    logged.mockRestore();
  });

  it('logs out through the api, with the CSRF header, and clears the notice flag', async () => {
    localStorage.setItem(PREMIUM_NOTICE_FLAG, 'true');
    let signedIn = true;
    const { fetchMock } = fakeApi({
      'GET /auth/session': () => ({ user: signedIn ? sampleUser : null, premiumDayEndsAt: null }),
      'POST /auth/logout': () => {
        signedIn = false;
        return { user: null, premiumDayEndsAt: null };
      },
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('Camille Martin');
    await userEvent.click(screen.getByRole('button', { name: 'sortir' }));
    await waitFor(() => expect(screen.getByText('Visiteur')).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'X-Requested-With': 'lettra' }) }),
    );
    expect(localStorage.getItem(PREMIUM_NOTICE_FLAG)).toBeNull();
  });
});

it('useAuth throws outside its provider (docs/product.md §8)', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Probe />)).toThrow(/AuthProvider/);
  spy.mockRestore();
});
