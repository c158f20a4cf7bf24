import { readStoredPreview, storePreview } from './preview-session.ts';
import { startPreview, type PreviewEnvironment } from './start-preview.ts';

const ALLOWED = 'http://localhost:4205';
const MANIFEST = `${ALLOWED}/mf-manifest.json`;

function environment(href: string, origins: () => Promise<string[]> = async () => [ALLOWED]) {
  const history = { state: { key: 'k' }, replaceState: vi.fn() };
  const env = {
    location: { href },
    history,
    storage: window.sessionStorage,
    fetchOrigins: vi.fn(origins),
    warn: vi.fn(),
  } satisfies PreviewEnvironment;
  return env;
}

const link = (value: string, path = '/blog') => `https://lettra.fr${path}?${new URLSearchParams({ q: 'cv', preview: value })}#haut`;

beforeEach(() => window.sessionStorage.clear());

describe('startPreview', () => {
  it('neither fetches the allowed origins nor touches the address without a preview', async () => {
    const env = environment('https://lettra.fr/blog?q=cv');
    expect(await startPreview(env)).toBeNull();
    expect(env.fetchOrigins).not.toHaveBeenCalled();
    expect(env.history.replaceState).not.toHaveBeenCalled();
  });

  it('starts a preview from a link to an allowed origin, remembers it for the tab and takes it out of the address', async () => {
    const env = environment(link(`mfe_blog:${MANIFEST}`));
    expect(await startPreview(env)).toEqual({ remote: 'mfe_blog', manifestUrl: MANIFEST });
    expect(env.history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', 'https://lettra.fr/blog?q=cv#haut');
    expect(readStoredPreview(window.sessionStorage)).toBe(`mfe_blog:${MANIFEST}`);
    expect(env.warn).not.toHaveBeenCalled();
  });

  it('keeps the preview on the tab’s next pages, checking its origin again', async () => {
    storePreview(window.sessionStorage, `mfe_blog:${MANIFEST}`);
    const env = environment('https://lettra.fr/faq');
    expect(await startPreview(env)).toEqual({ remote: 'mfe_blog', manifestUrl: MANIFEST });
    expect(env.fetchOrigins).toHaveBeenCalledOnce();
    expect(env.history.replaceState).not.toHaveBeenCalled();
  });

  it('ignores a link to an origin not listed, with a warning, and ends the tab’s preview', async () => {
    storePreview(window.sessionStorage, `mfe_blog:${MANIFEST}`);
    const env = environment(link('mfe_blog:https://evil.example/mf-manifest.json'));
    expect(await startPreview(env)).toBeNull();
    expect(env.warn).toHaveBeenCalledWith('[lettra] prévisualisation ignorée : origine non autorisée « https://evil.example »');
    expect(env.history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', 'https://lettra.fr/blog?q=cv#haut');
    expect(readStoredPreview(window.sessionStorage)).toBeNull();
  });

  it('refuses everything when the api lists no origin (production by default)', async () => {
    const env = environment(link(`mfe_blog:${MANIFEST}`), async () => []);
    expect(await startPreview(env)).toBeNull();
    expect(env.warn).toHaveBeenCalledOnce();
  });

  it('refuses an unknown remote or an unreadable address without asking the api', async () => {
    const env = environment(link(`mfe_admin:${MANIFEST}`));
    expect(await startPreview(env)).toBeNull();
    expect(env.fetchOrigins).not.toHaveBeenCalled();
    expect(env.warn).toHaveBeenCalledWith('[lettra] prévisualisation ignorée : remote inconnu « mfe_admin »');
  });

  it('refuses the preview when the allowed origins cannot be read', async () => {
    storePreview(window.sessionStorage, `mfe_blog:${MANIFEST}`);
    const env = environment('https://lettra.fr/blog', async () => {
      throw new Error('/preview-origins.json : HTTP 404');
    });
    expect(await startPreview(env)).toBeNull();
    expect(env.warn).toHaveBeenCalledWith(expect.stringContaining('origines autorisées illisibles'));
    expect(readStoredPreview(window.sessionStorage)).toBeNull();
  });
});
