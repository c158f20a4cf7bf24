import { composeRoutes, readRoutes, routesUrl, type RouteRead } from './read-routes.ts';

const PAGE = 'https://lettra.example/blog';
const map = { mfe_marketing: '/mfe/marketing/mf-manifest.json', mfe_blog: 'https://cdn.example/mfe-blog/2026-11-29/mf-manifest.json' };
const faq = { path: '/faq', screen: 'FaqPage', title: 'FAQ', signedIn: false, nav: { menu: 'main' as const, label: 'FAQ' } };
const blog = { path: '/blog', screen: 'BlogListPage', title: 'Blog', signedIn: false, nav: { menu: 'main' as const, label: 'Blog' } };

/** A fetch whose answers the test gives, one per URL, when it wants: so the test sees what is asked at once. */
function heldFetch() {
  const pending = new Map<string, (response: Response) => void>();
  const fetch = vi.fn((url: string) => new Promise<Response>((resolve) => pending.set(url, resolve)));
  const answer = (url: string, body: unknown, status = 200) => pending.get(url)!(Response.json(body, { status }));
  return { fetch, answer };
}

afterEach(() => vi.unstubAllGlobals());

it('finds routes.json beside each manifest, wherever the manifest is', () => {
  expect(routesUrl(map.mfe_marketing, PAGE)).toBe('https://lettra.example/mfe/marketing/routes.json');
  expect(routesUrl(map.mfe_blog, PAGE)).toBe('https://cdn.example/mfe-blog/2026-11-29/routes.json');
});

it('asks every remote for its routes at once, and composes them in the map’s order whatever order they answer in', async () => {
  const { fetch, answer } = heldFetch();
  vi.stubGlobal('fetch', fetch);
  const reading = readRoutes(map, PAGE);
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://lettra.example/mfe/marketing/routes.json', 'https://cdn.example/mfe-blog/2026-11-29/routes.json']);
  answer('https://cdn.example/mfe-blog/2026-11-29/routes.json', [blog]);
  answer('https://lettra.example/mfe/marketing/routes.json', [faq]);
  expect(composeRoutes(await reading)).toEqual({
    routes: [
      { ...faq, remote: 'mfe_marketing' },
      { ...blog, remote: 'mfe_blog' },
    ],
    unreachable: [],
  });
});

it('leaves out a remote that does not answer or answers off contract, and reads only those again on retry', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.includes('cdn.example') ? Promise.reject(new TypeError('Failed to fetch')) : Response.json([{ ...faq, signedIn: 'non' }]))),
  );
  const first = await readRoutes(map, PAGE);
  expect(composeRoutes(first)).toEqual({ routes: [], unreachable: ['mfe_marketing', 'mfe_blog'] });
  expect(error).toHaveBeenCalledWith('[lettra] routes de mfe_blog illisibles', expect.any(TypeError));

  const back = vi.fn(async (url: string) => Response.json(url.includes('cdn.example') ? [blog] : [faq]));
  vi.stubGlobal('fetch', back);
  const known: RouteRead[] = [{ ...first[0]!, routes: [{ ...faq, remote: 'mfe_marketing' }] }, first[1]!];
  expect(composeRoutes(await readRoutes(map, PAGE, known)).unreachable).toEqual([]);
  expect(back).toHaveBeenCalledOnce();
  expect(back).toHaveBeenCalledWith('https://cdn.example/mfe-blog/2026-11-29/routes.json', { cache: 'no-cache' });
  error.mockRestore();
});

it('gives a path two remotes declare to the first, with a warning', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const reads: RouteRead[] = [
    { remote: 'mfe_marketing', manifest: '', routes: [{ ...faq, remote: 'mfe_marketing' }] },
    { remote: 'mfe_blog', manifest: '', routes: [{ ...blog, path: '/faq', remote: 'mfe_blog' }] },
  ];
  expect(composeRoutes(reads).routes).toEqual([{ ...faq, remote: 'mfe_marketing' }]);
  expect(warn).toHaveBeenCalledWith('[lettra] /faq est déclaré par mfe_marketing et mfe_blog : mfe_marketing le garde');
  warn.mockRestore();
});

it('has no route and every path unreachable when /remotes.json could not be read', () => {
  expect(composeRoutes(null)).toEqual({ routes: [], unreachable: ['/remotes.json'] });
});
