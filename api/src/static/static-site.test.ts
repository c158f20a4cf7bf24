import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './index.ts';
import { BUILDS_TTL_MS } from './public-site.ts';
import { startingOnIntent } from './render-page.ts';

const SITE = 'https://lettra.example';
const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Description générique" />
    <title>Lettra</title>
    <script type="module" src="/assets/index-AbCdEf12.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
// The account links as the shell's frames draw them (their room kept), and as a visitor sees them.
const ACCOUNT_LINKS = {
  waiting: '<div class="links invisible" aria-hidden="true"><span>Se connecter</span><span>S&#x27;inscrire</span></div>',
  visitor: '<div class="links" data-account-links="visitor"><a href="/login">Se connecter</a><a href="/signup">S&#x27;inscrire</a></div>',
};
const frame = (active: string) =>
  `<div><nav><a href="/">Lettra</a><a href="${active}" aria-current="page">ici</a>${ACCOUNT_LINKS.waiting}</nav><main id="contenu"><div data-prerendered="" class="contents"></div></main><footer>Informations légales</footer></div>`;
const FRAMES = {
  '/': frame('/'),
  '/pricing': frame('/pricing'),
  '/faq': frame('/faq'),
  '/terms': frame('/terms'),
  '/blog': frame('/blog'),
  '/blog/:id': frame('/blog'),
  '/settings': frame('/settings'),
};
const marketingPrerender = {
  css: ['assets/styles-Mk12345678.css'],
  pages: {
    '/': '<section><h1>Une lettre de motivation sur mesure, prête en quelques secondes</h1><p>Collez votre CV et l’offre d’emploi.</p></section>',
    '/pricing': '<h1>Des tarifs simples et transparents</h1><p>Premium : 5,99€ par mois.</p>',
    // Build output goes in as it is, replacement patterns included.
    '/faq': '<h1>Questions fréquentes</h1><p>Prix : 5,99$&amp;mois $1 $$</p>',
    '/terms': '<h1>Conditions générales d’utilisation</h1><h2>Qui sommes-nous ?</h2>',
  },
  premiumDay: {
    endsAt: '2000-01-02T03:04:05.678Z',
    shownAs: '04h04',
    pages: {
      '/': '<div role="region">Journée spéciale Premium, jusqu’à <time dateTime="2000-01-02T03:04:05.678Z">04h04</time>.</div><section><h1>Une lettre de motivation sur mesure, prête en quelques secondes</h1></section>',
    },
  },
};
const blogPrerender = (article: string) => ({
  css: ['assets/styles-Bl12345678.css'],
  pages: {
    '/blog': '<h1>Le blog Lettra</h1><p>Conseils pour votre candidature.</p>',
    '/blog/un-article': `<article><h1>Un article</h1><p>${article}</p></article>`,
  },
});
const SCRIPT = `console.log(${JSON.stringify('lettra '.repeat(400))});`;

const marketingPages = [
  { path: '/', title: 'Lettra — Accueil', description: 'La page d’accueil.', kind: 'website' },
  { path: '/pricing', title: 'Des tarifs simples et transparents | Lettra', description: 'Deux offres.', kind: 'website' },
  { path: '/terms', title: 'Conditions générales d’utilisation | Lettra', description: 'Les règles.', kind: 'website' },
  {
    path: '/faq',
    title: 'Questions fréquentes | Lettra',
    description: 'Tout savoir.',
    kind: 'website',
    structuredData: [{ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ name: '</script><b>' }] }],
  },
];
const blogPages = [
  { path: '/blog', title: 'Le blog Lettra | Lettra', description: 'Conseils.', kind: 'website', lastModified: '2026-11-12' },
  { path: '/blog/un-article', title: 'Un article | Lettra', description: 'Un extrait.', kind: 'article', lastModified: '2026-11-05' },
];
const route = (path: string, title: string, signedIn = false) => ({ path, screen: 'Page', title, signedIn });
const marketingRoutes = [route('/', 'Accueil'), route('/pricing', 'Tarifs'), route('/terms', "Conditions d'utilisation"), route('/faq', 'FAQ')];
const blogRoutes = [route('/blog', 'Blog'), route('/blog/:id', 'Article')];
const accountRoutes = [route('/settings', 'Paramètres', true)];

let root: string;
let clock = 0;

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A build folder as the front-end builds leave it, precompressed files included. */
function writeBuilds(blog: unknown[], article = 'Le texte de l’article.') {
  write('shell/dist/index.html', TEMPLATE);
  write('shell/dist/frames.json', JSON.stringify({ css: [], pages: FRAMES, accountLinks: ACCOUNT_LINKS }));
  write('mfe-marketing/dist/prerender.json', JSON.stringify(marketingPrerender));
  write('mfe-blog/dist/prerender.json', JSON.stringify(blogPrerender(article)));
  write('shell/dist/assets/index-AbCdEf12.js', SCRIPT);
  write('shell/dist/assets/index-AbCdEf12.js.br', brotliCompressSync(SCRIPT));
  write('shell/dist/assets/index-AbCdEf12.js.gz', gzipSync(SCRIPT));
  for (const [dir, pages, routes] of [
    ['mfe-marketing', marketingPages, marketingRoutes],
    ['mfe-blog', blog, blogRoutes],
    // A remote listing a signed-in screen among its public pages by mistake: the api leaves it out.
    ['mfe-account', [{ path: '/settings', title: 'Paramètres | Lettra', description: 'Votre compte.', kind: 'website' }], accountRoutes],
  ] as const) {
    write(`${dir}/dist/routes.json`, JSON.stringify(routes));
    write(`${dir}/dist/remoteEntry.js`, SCRIPT);
    write(`${dir}/dist/remoteEntry.js.br`, brotliCompressSync(SCRIPT));
    write(`${dir}/dist/mf-manifest.json`, '{}');
    write(`${dir}/dist/pages.json`, JSON.stringify(pages));
  }
}

async function siteApp(
  options: { remotes?: Record<string, string>; fetch?: typeof fetch; premiumDay?: { endsAt: () => Date | null; timeZone: string }; sessionCookie?: string } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(staticSite, { frontRoot: root, siteUrl: SITE, now: () => new Date(clock), ...options });
  return app;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lettra-static-'));
  writeBuilds(blogPages);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('compression', () => {
  it('sends a build file precompressed, in the encoding the browser prefers, and says it varies', async () => {
    const app = await siteApp();
    const br = await app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/index-AbCdEf12.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the remotes served under /mfe/ and the page of each route', async () => {
    const app = await siteApp();
    const entry = await app.inject({ url: '/mfe/blog/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    const page = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(titleOf(gunzipSync(page.rawPayload).toString())).toBe('Questions fréquentes | Lettra');
  });

  it('keeps the cache policy of the file a precompressed copy encodes', async () => {
    const app = await siteApp();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      // A remote's entry is revalidated on every load, or its next release would not reach browsers.
      const entry = await app.inject({ url: '/mfe/blog/remoteEntry.js', headers });
      expect(entry.headers['cache-control'], encoding).toBe('no-cache');
      const asset = await app.inject({ url: '/assets/index-AbCdEf12.js', headers });
      expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('the page of each route', () => {
  it('carries its own title, description, canonical URL, Open Graph and Twitter card', async () => {
    const app = await siteApp();
    const home = await app.inject({ url: '/' });
    const article = await app.inject({ url: '/blog/un-article/' });
    expect(titleOf(home.body)).toBe('Lettra — Accueil');
    expect(titleOf(article.body)).toBe('Un article | Lettra');
    expect(article.body).toContain('<html lang="fr">');
    expect(article.body).toContain('<meta name="description" content="Un extrait." />');
    expect(article.body).not.toContain('Description générique');
    expect(article.body).toContain(`<link rel="canonical" href="${SITE}/blog/un-article" />`);
    expect(article.body).toContain('<meta property="og:type" content="article" />');
    expect(article.body).toContain('<meta name="twitter:card" content="summary" />');
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('writes structured data that no text can break out of', async () => {
    const faq = await (await siteApp()).inject({ url: '/faq' });
    const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(faq.body) ?? [];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ name: '</script><b>' }] });
  });

  it('marks routes outside the public pages noindex, a signed-in screen its remote lists as public included', async () => {
    const settings = await (await siteApp()).inject({ url: '/settings' });
    expect(settings.statusCode).toBe(200);
    expect(titleOf(settings.body)).toBe('Paramètres | Lettra');
    expect(settings.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 404 with the shell’s page for unknown paths and unknown article ids', async () => {
    const app = await siteApp();
    for (const url of ['/nope', '/blog/article-inconnu', '/blog/un-article/suite']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(titleOf(response.body)).toBe('Page introuvable | Lettra');
      expect(response.body).toContain('noindex');
    }
    expect((await app.inject({ url: '/api/nope' })).statusCode).toBe(404);
  });

  it('learns a new article from the blog’s build once the last read is old enough', async () => {
    const app = await siteApp();
    expect((await app.inject({ url: '/blog/nouveau' })).statusCode).toBe(404);
    writeBuilds([...blogPages, { path: '/blog/nouveau', title: 'Nouveau | Lettra', description: 'Neuf.', kind: 'article' }]);
    clock += BUILDS_TTL_MS - 1;
    expect((await app.inject({ url: '/blog/nouveau' })).statusCode).toBe(404);
    clock += 1;
    expect((await app.inject({ url: '/blog/nouveau' })).statusCode).toBe(200);
    writeBuilds(blogPages);
    clock += BUILDS_TTL_MS;
  });

  it('reads the routes and pages of remotes on other origins beside their manifest', async () => {
    const requested: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      const url = String(input);
      requested.push(url);
      const blog = url.includes('b.example');
      if (url.endsWith('routes.json')) return Response.json(blog ? blogRoutes : marketingRoutes);
      return new Response(JSON.stringify(blog ? blogPages : marketingPages), { status: 200 });
    };
    const app = await siteApp({
      remotes: { mfe_marketing: 'https://m.example/mf-manifest.json', mfe_blog: 'https://b.example/v2/mf-manifest.json' },
      fetch: fakeFetch,
    });
    expect(titleOf((await app.inject({ url: '/blog' })).body)).toBe('Le blog Lettra | Lettra');
    expect(requested.toSorted()).toEqual([
      'https://b.example/v2/pages.json',
      'https://b.example/v2/prerender.json',
      'https://b.example/v2/routes.json',
      'https://m.example/pages.json',
      'https://m.example/prerender.json',
      'https://m.example/routes.json',
    ]);
  });
});

describe('pre-rendered pages', () => {
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

  it('answers a public page with its content inside the shell’s layout, and links the remote’s styles', async () => {
    const home = await (await siteApp()).inject({ url: '/' });
    const root = rootOf(home.body);
    expect(root).toContain('<nav><a href="/">Lettra</a>');
    expect(root).toContain(
      '<main id="contenu"><div data-prerendered="" class="contents"><section><h1>Une lettre de motivation sur mesure, prête en quelques secondes</h1><p>Collez votre CV et l’offre d’emploi.</p></section></div></main>',
    );
    expect(root).toContain('<footer>Informations légales</footer>');
    expect(home.body).toMatch(/<link rel="stylesheet" crossorigin href="\/mfe\/marketing\/assets\/styles-Mk12345678\.css" \/>\s*<\/head>/);
  });

  it.each([
    ['/', 'Une lettre de motivation sur mesure, prête en quelques secondes', 'Collez votre CV et l’offre d’emploi.'],
    ['/pricing', 'Des tarifs simples et transparents', 'Premium : 5,99€ par mois.'],
    ['/faq', 'Questions fréquentes', 'Prix : 5,99$&amp;mois'],
    ['/terms', 'Conditions générales d’utilisation', 'Qui sommes-nous ?'],
    ['/blog', 'Le blog Lettra', 'Conseils pour votre candidature.'],
    ['/blog/un-article', 'Un article', 'Le texte de l’article.'],
  ])('answers %s with its heading and its text in #root, from its remote’s build', async (url, heading, text) => {
    const page = await (await siteApp()).inject({ url });
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain(`<h1>${heading}</h1>`);
    expect(root).toContain(text);
    expect(root).toMatch(/<main id="contenu"><div data-prerendered="" class="contents">.+<\/div><\/main>/);
  });

  it('puts an article in the layout of its parameter route, and the build’s HTML in as it is', async () => {
    const app = await siteApp();
    const article = rootOf((await app.inject({ url: '/blog/un-article/' })).body);
    expect(article).toContain('<a href="/blog" aria-current="page">');
    expect(article).toContain('<article><h1>Un article</h1><p>Le texte de l’article.</p></article>');
    expect(rootOf((await app.inject({ url: '/faq' })).body)).toContain('<p>Prix : 5,99$&amp;mois $1 $$</p>');
  });

  it('leaves #root empty where no build rendered the page: private screens and unknown paths', async () => {
    const app = await siteApp();
    for (const url of ['/settings', '/nope', '/blog/article-inconnu']) {
      const response = await app.inject({ url });
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('rel="stylesheet"');
    }
  });

  it('takes a page’s new HTML from the remote’s new build, the shell’s build untouched', async () => {
    const app = await siteApp();
    expect((await app.inject({ url: '/blog/un-article' })).body).toContain('Le texte de l’article.');
    writeBuilds(blogPages, 'Le texte revu de l’article.');
    clock += BUILDS_TTL_MS;
    const page = (await app.inject({ url: '/blog/un-article' })).body;
    expect(page).toContain('Le texte revu de l’article.');
    expect(page).not.toContain('Le texte de l’article.');
    writeBuilds(blogPages);
    clock += BUILDS_TTL_MS;
  });

  it('serves a page the premium day changes with its banner, dated in the app’s time zone, only while it runs', async () => {
    let endsAt: Date | null = new Date('2026-11-26T22:59:59.999Z');
    const app = await siteApp({ premiumDay: { endsAt: () => endsAt, timeZone: 'Europe/Paris' } });
    const during = (await app.inject({ url: '/' })).body;
    expect(during).toContain('jusqu’à <time dateTime="2026-11-26T22:59:59.999Z">23h59</time>.</div>');
    expect(during).not.toContain('2000-01-02');
    expect((await app.inject({ url: '/faq' })).body).not.toContain('Journée spéciale Premium');
    endsAt = new Date('2026-11-27T22:59:59.999Z');
    expect((await app.inject({ url: '/' })).body).toContain('<time dateTime="2026-11-27T22:59:59.999Z">23h59</time>');
    endsAt = null;
    const after = (await app.inject({ url: '/' })).body;
    expect(after).not.toContain('Journée spéciale Premium');
    expect(after).toContain('<h1>Une lettre de motivation sur mesure, prête en quelques secondes</h1>');
  });

  it('links the styles of a remote on another origin at that origin', async () => {
    const fakeFetch: typeof fetch = async (input) => {
      const url = String(input);
      if (url.endsWith('prerender.json')) return new Response(JSON.stringify(marketingPrerender));
      if (url.endsWith('routes.json')) return Response.json(marketingRoutes);
      return new Response(JSON.stringify(url.includes('b.example') ? blogPages : marketingPages));
    };
    const app = await siteApp({ remotes: { mfe_marketing: 'https://m.example/v3/mf-manifest.json' }, fetch: fakeFetch });
    const home = (await app.inject({ url: '/' })).body;
    expect(home).toContain('<link rel="stylesheet" crossorigin href="https://m.example/v3/assets/styles-Mk12345678.css" />');
    expect(rootOf(home)).toContain('<h1>Une lettre de motivation sur mesure, prête en quelques secondes</h1>');
  });
});

describe('pages that start the shell on intent', () => {
  const STARTER = '/assets/start-on-intent-Xy12345678.js';
  const APP = '<script type="module" src="/assets/index-AbCdEf12.js"></script>';
  const ON_INTENT = `<script type="module" src="${STARTER}" data-app="/assets/index-AbCdEf12.js" data-preload=""></script>`;
  beforeAll(() => write('shell/dist/start-on-intent.json', JSON.stringify({ script: STARTER })));
  afterAll(() => rmSync(join(root, 'shell/dist/start-on-intent.json')));

  it('serves a pre-rendered page to a visitor without a session with the starter in place of the shell’s script and the signed-out links drawn', async () => {
    const app = await siteApp({ sessionCookie: 'lettra_sid' });
    for (const url of ['/', '/pricing', '/blog/un-article']) {
      const answer = await app.inject({ url, headers: { cookie: 'theme=sombre' } });
      expect(answer.body).toContain(ON_INTENT);
      expect(answer.body).not.toContain(APP);
      expect(answer.body).toContain(`<a href="/">Lettra</a><a href="${url === '/blog/un-article' ? '/blog' : url}" aria-current="page">ici</a>${ACCOUNT_LINKS.visitor}</nav>`);
      expect(answer.body).not.toContain(ACCOUNT_LINKS.waiting);
      expect(answer.headers.vary).toBe('accept-encoding, cookie');
    }
  });

  it('with a session, keeps the account links’ room empty for the shell to fill once it knows the account', async () => {
    const app = await siteApp({ sessionCookie: 'lettra_sid' });
    const html = (await app.inject({ url: '/', headers: { cookie: 'lettra_sid=abc' } })).body;
    expect(html).toContain(ACCOUNT_LINKS.waiting);
    expect(html).not.toContain('data-account-links');
  });

  it('tells the starter that the premium day runs, so that a browser yet to see its notice starts the shell at once', async () => {
    const app = await siteApp({ sessionCookie: 'lettra_sid', premiumDay: { endsAt: () => new Date('2026-11-30T22:59:59.999Z'), timeZone: 'Europe/Paris' } });
    for (const url of ['/', '/pricing']) {
      const html = (await app.inject({ url })).body;
      expect(html).toContain(`<script type="module" src="${STARTER}" data-premium-day="" data-app="/assets/index-AbCdEf12.js" data-preload=""></script>`);
      expect(html).toContain(ACCOUNT_LINKS.visitor);
    }
    const ordinary = await siteApp({ sessionCookie: 'lettra_sid', premiumDay: { endsAt: () => null, timeZone: 'Europe/Paris' } });
    expect((await ordinary.inject({ url: '/pricing' })).body).toContain(ON_INTENT);
  });

  it('draws the signed-out links in the phone menu as well when the shell’s build draws one, and starts at once if a frame lacks it', async () => {
    const MENU_LINKS = {
      waiting: '<div class="stacked invisible" aria-hidden="true"><span>Se connecter</span><span>S&#x27;inscrire</span></div>',
      visitor: '<div class="stacked" data-account-links="visitor"><a href="/login">Se connecter</a><a href="/signup">S&#x27;inscrire</a></div>',
    };
    const withMenu = (html: string) => html.replace('</nav>', `</nav><div id="menu-mobile" popover="auto">${MENU_LINKS.waiting}</div>`);
    const frames = { ...Object.fromEntries(Object.entries(FRAMES).map(([path, html]) => [path, withMenu(html)])), '/pricing': FRAMES['/pricing'] };
    write('shell/dist/frames.json', JSON.stringify({ css: [], pages: frames, accountLinks: { ...ACCOUNT_LINKS, menu: MENU_LINKS } }));
    try {
      const app = await siteApp({ sessionCookie: 'lettra_sid' });
      const html = (await app.inject({ url: '/' })).body;
      expect(html).toContain(`${ACCOUNT_LINKS.visitor}</nav><div id="menu-mobile" popover="auto">${MENU_LINKS.visitor}</div>`);
      expect(html).toContain(ON_INTENT);
      // A frame without the menu's links as drawn: the shell starts at once to draw them.
      const pricing = (await app.inject({ url: '/pricing' })).body;
      expect(pricing).toContain(APP);
      expect(pricing).not.toContain(STARTER);
    } finally {
      write('shell/dist/frames.json', JSON.stringify({ css: [], pages: FRAMES, accountLinks: ACCOUNT_LINKS }));
    }
  });

  it('starts the shell at once when its build draws no signed-out links to put in the page', async () => {
    write('shell/dist/frames.json', JSON.stringify({ css: [], pages: FRAMES }));
    try {
      const html = (await (await siteApp({ sessionCookie: 'lettra_sid' })).inject({ url: '/pricing' })).body;
      expect(html).toContain(APP);
      expect(html).not.toContain(STARTER);
      expect(html).toContain(ACCOUNT_LINKS.waiting);
    } finally {
      write('shell/dist/frames.json', JSON.stringify({ css: [], pages: FRAMES, accountLinks: ACCOUNT_LINKS }));
    }
  });

  it('starts the shell at once for a visitor with a session, on private screens and on unknown paths', async () => {
    const app = await siteApp({ sessionCookie: 'lettra_sid' });
    const signedIn = (await app.inject({ url: '/pricing', headers: { cookie: 'theme=sombre; lettra_sid=abc' } })).body;
    expect(signedIn).toContain(APP);
    expect(signedIn).toContain('Des tarifs simples et transparents</h1>');
    for (const url of ['/settings', '/cette-page-nexiste-pas']) {
      const html = (await app.inject({ url })).body;
      expect(html).toContain(APP);
      expect(html).not.toContain(STARTER);
    }
    // The same page without the session afterwards: each is kept apart.
    expect((await app.inject({ url: '/pricing' })).body).toContain(ON_INTENT);
  });

  it('moves the build’s module preloads into the starter, and keeps its stylesheet', () => {
    const built = `<head>
    <script type="module" crossorigin src="/assets/bootstrap-0-abcdef12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/x-CKLI84yx.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CR9VwZve.css">
  <link rel="modulepreload" crossorigin href="/assets/hostInit-CzyemI84.js"><link rel="modulepreload" crossorigin href="/remoteEntry-Cg6UgfoB.js"></head>`;
    expect(startingOnIntent(built, STARTER)).toBe(`<head>
    <script type="module" src="${STARTER}" data-app="/assets/bootstrap-0-abcdef12.js" data-preload="/assets/x-CKLI84yx.js /assets/hostInit-CzyemI84.js /remoteEntry-Cg6UgfoB.js"></script>
    
    <link rel="stylesheet" crossorigin href="/assets/index-CR9VwZve.css">
  </head>`);
    // No module script, or two: nothing it knows how to start.
    expect(startingOnIntent('<head></head>', STARTER)).toBe('<head></head>');
    const twice = `${APP}${APP}`;
    expect(startingOnIntent(twice, STARTER)).toBe(twice);
  });
});

describe('crawler files', () => {
  it('serves robots.txt as text pointing at the sitemap', async () => {
    const robots = await (await siteApp()).inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots.body).not.toContain('<html');
  });

  it('lists every public page and article in sitemap.xml with its date', async () => {
    const sitemap = await (await siteApp()).inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<url><loc>${SITE}/blog/un-article</loc><lastmod>2026-11-05</lastmod></url>`);
    expect(sitemap.body).toContain(`<url><loc>${SITE}/</loc></url>`);
    expect(sitemap.body).not.toContain('/settings');
  });

  it('compresses remotes.json and the page heads the shell reads when navigating', async () => {
    const app = await siteApp();
    for (const url of ['/remotes.json', '/pages.json']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toBeTruthy();
    }
  });
});
