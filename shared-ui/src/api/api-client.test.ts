import { messageResponseSchema, sessionResponseSchema } from '@lettra/contracts';
import { fakeApi, offContract, refusal } from '../testing/fake-api.ts';
import { apiRequest } from './api-client.ts';

const UNEXPECTED = 'Réponse inattendue du serveur. Réessayez dans un instant.';

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the answer as its contract reads it', async () => {
    fakeApi({ 'GET /auth/session': () => ({ user: null, premiumDayEndsAt: '2026-03-15T23:59:59.000Z' }) });
    await expect(apiRequest('/auth/session', sessionResponseSchema)).resolves.toEqual({
      user: null,
      premiumDayEndsAt: '2026-03-15T23:59:59.000Z',
    });
  });

  it('refuses an answer that breaks its contract with a French error, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An older api that still sent the user without its subscription.
    fakeApi({ 'GET /auth/session': () => offContract({ user: { id: 'user_1', name: 'Léa' }, premiumDayEndsAt: null }) });
    await expect(apiRequest('/auth/session', sessionResponseSchema)).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      code: 'UnexpectedResponseError',
      message: UNEXPECTED,
    });
    expect(logged).toHaveBeenCalledWith('[lettra] réponse hors contrat', expect.arrayContaining([expect.objectContaining({ path: ['user', 'email'] })]));
    logged.mockRestore();
  });

  it('refuses an answer that is not JSON the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>proxy</html>', { status: 200 })));
    await expect(apiRequest('/auth/password-reset', messageResponseSchema, { method: 'POST', body: {} })).rejects.toMatchObject({
      message: UNEXPECTED,
    });
    vi.mocked(console.error).mockRestore();
  });

  it("shows a refusal's own French message", async () => {
    fakeApi({ 'POST /auth/login': () => refusal(401, { code: 'InvalidCredentialsError', message: 'Email ou mot de passe invalide' }) });
    await expect(apiRequest('/auth/login', sessionResponseSchema, { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'InvalidCredentialsError',
      message: 'Email ou mot de passe invalide',
    });
  });

  it('gives the generic message for a refusal whose body is not an api error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad gateway', { status: 502 })));
    await expect(apiRequest('/auth/session', sessionResponseSchema)).rejects.toMatchObject({ status: 502, message: 'Une erreur est survenue' });
  });
});
