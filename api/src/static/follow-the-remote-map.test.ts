import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPreviewGate } from '../remotes/preview-gate.ts';
import { signPreviewToken } from '../remotes/preview-token.ts';
import { staticSite } from './index.ts';
import { REMOTES_FILE_CHECK_MS } from './remote-map-source.ts';

// The blog released from one CDN folder to another while the api runs (docs/federation.md, 'Releasing a
// remote'): the map, the pages' CSP and the pre-rendered pages all follow REMOTES_FILE.
const V1 = 'https://v1.cdn.example/mfe-blog/mf-manifest.json';
const V2 = 'https://v2.cdn.example/mfe-blog/mf-manifest.json';
const TEMPLATE = '<!doctype html><html lang="fr"><head><title>Lettra</title></head><body><div id="root"></div></body></html>';
// The shell's navigation list, drawn at its build with the links of that day (shell/src/prerender/frames.tsx).
const FRAME = '<header><ul data-nav="top"><li><a href="/blog">Blog</a></li></ul></header><nav>Lettra</nav><main><div data-prerendered=""></div></main>';
const NAV_ITEMS = {
  top: { menu: 'main', link: '<li><a href="/__nav-path__">__nav-label__</a></li>', current: '<li><a aria-current="page" href="/__nav-path__">__nav-label__</a></li>' },
};
const NAV_PLACEHOLDERS = { path: '/__nav-path__', label: '__nav-label__' };

const blogRoute = { path: '/blog', screen: 'BlogListPage', title: 'Blog', signedIn: false, nav: { menu: 'main', label: 'Blog' } };
const blogBuild = (heading: string) => ({
  'routes.json': [blogRoute],
  'pages.json': [{ path: '/blog', title: `${heading} | Lettra`, description: 'Conseils.', kind: 'website' }],
  'prerender.json': { css: [], pages: { '/blog': `<h1>${heading}</h1>` } },
});
/** v2 also declares a page of its own, with its head and HTML: the shell was built without it. */
const withNewPage = (build: ReturnType<typeof blogBuild>) => ({
  'routes.json': [...build['routes.json'], { path: '/blog/a-la-une', screen: 'BlogListPage', title: 'À la une', signedIn: false, nav: { menu: 'main', label: 'À la une' } }],
  'pages.json': [...build['pages.json'], { path: '/blog/a-la-une', title: 'À la une | Lettra', description: 'Les articles du moment.', kind: 'website' }],
  'prerender.json': { css: [], pages: { ...build['prerender.json'].pages, '/blog/a-la-une': '<h1>À la une</h1>' } },
});
const BUILDS: Record<string, ReturnType<typeof blogBuild>> = {
  'v1.cdn.example': blogBuild('Le blog Lettra'),
  'v2.cdn.example': withNewPage(blogBuild('Le blog Lettra, nouvelle édition')),
};
const fakeCdn: typeof fetch = async (input) => {
  const url = new URL(String(input));
  const file = BUILDS[url.host]?.[url.pathname.split('/').at(-1) as 'pages.json'];
  return file === undefined ? new Response('', { status: 404 }) : Response.json(file);
};

let root: string;
let remotesFile: string;
let clock = 0;

const writeMap = (map: Record<string, string>) => writeFileSync(remotesFile, JSON.stringify(map));
const cspOf = (response: { headers: Record<string, unknown> }) => String(response.headers['content-security-policy']);
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

async function siteApp(options: { previewOriginOf?: (token: string | undefined) => string | null } = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(staticSite, { frontRoot: root, remotesFile, siteUrl: 'https://lettra.example', now: () => new Date(clock), fetch: fakeCdn, ...options });
  return app;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lettra-remote-map-'));
  remotesFile = join(root, 'remotes.json');
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), TEMPLATE);
  // Built when the blog declared /blog only: a later route takes the frame marking no link, '/*'.
  writeFileSync(
    join(root, 'shell', 'dist', 'frames.json'),
    JSON.stringify({ css: [], pages: { '/blog': FRAME, '/*': FRAME }, navItems: NAV_ITEMS, navPlaceholders: NAV_PLACEHOLDERS }),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => writeMap({ mfe_blog: V1 }));

/** Releases the blog's v2 by changing the file, and lets the api's next check come. */
function release() {
  writeMap({ mfe_blog: V2 });
  clock += REMOTES_FILE_CHECK_MS;
}

describe('REMOTES_FILE followed while the api runs', () => {
  it('answers /remotes.json with the file’s current map, no-cache, revalidated by its ETag', async () => {
    const app = await siteApp();
    const before = await app.inject({ url: '/remotes.json' });
    expect(before.json()).toEqual({ mfe_blog: V1 });
    expect(before.headers['cache-control']).toBe('no-cache');
    const etag = String(before.headers.etag);
    expect((await app.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    release();
    const after = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ mfe_blog: V2 });
    expect(after.headers.etag).not.toBe(etag);
  });

  it('allows in the pages’ CSP the new remote’s origin instead of the old one', async () => {
    const app = await siteApp();
    const before = cspOf(await app.inject({ url: '/blog' }));
    expect(directive(before, 'script-src')).toBe("script-src 'self' https://v1.cdn.example");
    release();
    const after = cspOf(await app.inject({ url: '/blog' }));
    for (const name of ['script-src', 'connect-src', 'style-src', 'font-src']) {
      expect(directive(after, name)).toContain('https://v2.cdn.example');
      expect(directive(after, name)).not.toContain('v1.cdn.example');
    }
  });

  it('serves the pre-rendered page and its head from the new remote’s build at once, before the builds’ own re-read is due', async () => {
    const app = await siteApp();
    const before = (await app.inject({ url: '/blog' })).body;
    expect(before).toContain('<h1>Le blog Lettra</h1>');
    release();
    const after = (await app.inject({ url: '/blog' })).body;
    expect(after).toContain('<h1>Le blog Lettra, nouvelle édition</h1>');
    expect(after).toContain('<title>Le blog Lettra, nouvelle édition | Lettra</title>');
    expect(JSON.parse((await app.inject({ url: '/pages.json' })).body)).toEqual(BUILDS['v2.cdn.example']!['pages.json']);
  });

  it('serves a page the release declares, with its head and pre-rendered HTML, and answers 404 again after the rollback', async () => {
    const app = await siteApp();
    const before = await app.inject({ url: '/blog/a-la-une' });
    expect(before.statusCode).toBe(404);
    release();
    const after = await app.inject({ url: '/blog/a-la-une' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<title>À la une | Lettra</title>');
    expect(after.body).toContain('<nav>Lettra</nav><main><div data-prerendered=""><h1>À la une</h1></div></main>');
    writeMap({ mfe_blog: V1 });
    clock += REMOTES_FILE_CHECK_MS;
    expect((await app.inject({ url: '/blog/a-la-une' })).statusCode).toBe(404);
  });

  it('draws the navigation link a release declares into the server’s pages, marked on its own page, until the rollback', async () => {
    const app = await siteApp();
    const navOf = async (url: string) => /<ul data-nav="top">(.*?)<\/ul>/.exec((await app.inject({ url })).body)?.[1];
    expect(await navOf('/blog')).toBe('<li><a aria-current="page" href="/blog">Blog</a></li>');
    release();
    expect(await navOf('/blog')).toBe('<li><a aria-current="page" href="/blog">Blog</a></li><li><a href="/blog/a-la-une">À la une</a></li>');
    // The shell was built before the page: its frame is the one marking no link, and the api marks it.
    expect(await navOf('/blog/a-la-une')).toBe(
      '<li><a aria-current="page" href="/blog">Blog</a></li><li><a aria-current="page" href="/blog/a-la-une">À la une</a></li>',
    );
    writeMap({ mfe_blog: V1 });
    clock += REMOTES_FILE_CHECK_MS;
    expect(await navOf('/blog')).toBe('<li><a aria-current="page" href="/blog">Blog</a></li>');
  });

  it('serves one map on every instance that follows the file, within REMOTES_FILE_CHECK_MS of a release', async () => {
    const instances = [await siteApp(), await siteApp(), await siteApp()];
    const served = () => Promise.all(instances.map(async (app) => (await app.inject({ url: '/remotes.json' })).json()));
    expect(await served()).toEqual([{ mfe_blog: V1 }, { mfe_blog: V1 }, { mfe_blog: V1 }]);
    release();
    expect(await served()).toEqual([{ mfe_blog: V2 }, { mfe_blog: V2 }, { mfe_blog: V2 }]);
  });

  it('keeps serving the last good map when the file is broken mid-way', async () => {
    const app = await siteApp();
    writeFileSync(remotesFile, '{"mfe_blog": "https://v2.cdn.exa');
    clock += REMOTES_FILE_CHECK_MS;
    expect((await app.inject({ url: '/remotes.json' })).json()).toEqual({ mfe_blog: V1 });
    expect(directive(cspOf(await app.inject({ url: '/blog' })), 'script-src')).toContain('https://v1.cdn.example');
  });
});

describe('preview origins', () => {
  // The page's CSP names a preview origin only for the document a valid link asked for (remotes/preview-gate.ts).
  const secret = 'un-secret-de-prévisualisation-assez-long';
  const origins = ['https://preview.lettra.example', 'http://localhost:5173'];
  const gate = createPreviewGate({ secret, origins, now: () => new Date(clock) });
  const link = (manifestUrl: string, expiresAt = new Date(clock + 3_600_000)) =>
    signPreviewToken({ remote: 'mfe_blog', manifestUrl, sha256: 'a'.repeat(64), expiresAt }, secret);

  it('allows a valid link’s origin, and that one only, on the page that link asked for', async () => {
    const app = await siteApp({ previewOriginOf: gate.originOf });
    const token = link('https://preview.lettra.example/blog/pr-42/mf-manifest.json');
    const page = await app.inject({ url: `/blog?preview=${token}` });
    for (const name of ['script-src', 'connect-src']) {
      expect(directive(cspOf(page), name)).toBe(`${name} 'self' https://v1.cdn.example https://preview.lettra.example`);
    }
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('allows no preview origin to other pages, other visitors, or a link expired, forged or pointing elsewhere', async () => {
    const app = await siteApp({ previewOriginOf: gate.originOf });
    const plain = "connect-src 'self' https://v1.cdn.example";
    const forged = `${link('https://preview.lettra.example/mf-manifest.json').slice(0, -4)}AAAA`;
    for (const url of [
      '/blog',
      `/blog?preview=${link('https://preview.lettra.example/mf-manifest.json', new Date(clock))}`,
      `/blog?preview=${forged}`,
      `/blog?preview=${link('https://evil.example/mf-manifest.json')}`,
      `/blog?preview=mfe_blog:https://preview.lettra.example/mf-manifest.json`,
    ]) {
      const page = await app.inject({ url });
      expect(directive(cspOf(page), 'connect-src'), url).toBe(plain);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves no list of preview origins any more', async () => {
    const app = await siteApp({ previewOriginOf: gate.originOf });
    expect((await app.inject({ url: '/preview-origins.json' })).statusCode).toBe(404);
  });
});
