import { registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { offContractAnswer } from '../testing/api-answers.ts';
import { configureRemotes, fetchRemoteMap } from './remote-registry.ts';
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

describe('configureRemotes', () => {
  const PREVIEW = 'http://localhost:4104/mf-manifest.json';
  const pluginsRegistered = () => vi.mocked(registerPlugins).mock.lastCall![0] as ModuleFederationRuntimePlugin[];

  beforeEach(() => {
    vi.mocked(registerPlugins).mockReset();
    vi.mocked(registerRemotes).mockReset();
  });

  it('registers every remote of the map, and no manifest of its own without one given', () => {
    configureRemotes({ mfe_blog: 'https://cdn.lettra.fr/blog/mf-manifest.json' });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_blog', entry: 'https://cdn.lettra.fr/blog/mf-manifest.json' }]);
    expect(pluginsRegistered().map((plugin) => plugin.name)).toEqual(['lettra-fresh-entry-after-retry']);
  });

  // A preview's manifest was fetched once and checked against its link's hash: the runtime must not fetch another.
  it('hands the runtime a pinned manifest’s text as fetched and checked, and leaves every other URL to the network', async () => {
    const text = '{"name":"mfe_blog","metaData":{}}';
    configureRemotes({ mfe_blog: PREVIEW }, { manifests: { [PREVIEW]: text } });
    const pinned = pluginsRegistered().find((plugin) => plugin.name === 'lettra-pinned-manifests')!;
    const fetchHook = pinned.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    expect(await (await fetchHook(PREVIEW, {}))!.text()).toBe(text);
    expect(fetchHook('https://cdn.lettra.fr/account/mf-manifest.json', {})).toBeUndefined();
  });
});
