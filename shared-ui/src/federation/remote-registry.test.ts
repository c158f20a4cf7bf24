import { offContractAnswer } from '../testing/api-answers.ts';
import { fetchRemoteMap } from './remote-registry.ts';
import { RemoteLoadError } from './remote-load-error.ts';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));

const serve = (answer: Response) => vi.stubGlobal('fetch', vi.fn(async () => answer));

afterEach(() => vi.unstubAllGlobals());

describe('fetchRemoteMap', () => {
  it('reads the map, never from the cache', async () => {
    const map = { mfe_blog: 'https://blog.example/v2/mf-manifest.json', mfe_account: '/mfe/account/mf-manifest.json' };
    serve(Response.json(map));
    await expect(fetchRemoteMap()).resolves.toEqual(map);
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  // main.tsx then registers no remote, and every remote region shows its fallback.
  it.each([
    ['a manifest that is no text', { mfe_blog: 2 }],
    ['an empty manifest URL', { mfe_blog: '' }],
    ['a list instead of a map', ['/mfe/blog/mf-manifest.json']],
  ])('refuses a map off its contract (%s) as a RemoteLoadError', async (_, body) => {
    serve(offContractAnswer(body));
    const read = fetchRemoteMap();
    await expect(read).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(read).rejects.toMatchObject({ remote: 'remotes.json', message: expect.stringMatching(/hors contrat/) });
  });

  it('refuses a body that is no JSON (a proxy’s error page) the same way', async () => {
    serve(new Response('<html>Bad gateway</html>', { headers: { 'content-type': 'text/html' } }));
    await expect(fetchRemoteMap()).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
