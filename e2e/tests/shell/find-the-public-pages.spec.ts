import { expect, test } from '@playwright/test';
import { remoteOrigin } from '../../servers/topology.ts';
import { expectScreenLoaded } from '../support/page-checks.ts';
import { PUBLIC_ROUTES } from '../support/public-routes.ts';

// What a search engine and a phone on a slow network get: compressed files, a head per page in
// the HTML itself, real 404s, robots.txt and a sitemap.
test.describe('the public pages can be found', () => {
  test('the page, the shell’s scripts and a remote on its own origin arrive compressed', async ({ page, request }) => {
    const scripts: Array<{ url: string; encoding: string | undefined; length: number }> = [];
    page.on('response', (response) => {
      const headers = response.headers();
      if (new URL(response.url()).pathname.endsWith('.js')) {
        scripts.push({ url: response.url(), encoding: headers['content-encoding'], length: Number(headers['content-length'] ?? Infinity) });
      }
    });
    const document = await page.goto('/');
    expect(document?.headers()['content-encoding']).toBe('br');
    expect(document?.headers().vary).toMatch(/accept-encoding/i);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectScreenLoaded(page);
    expect(scripts.length).toBeGreaterThan(0);
    // A module of a few dozen bytes grows when compressed: the build leaves it as it is.
    for (const script of scripts) if (!script.encoding) expect(script.length, script.url).toBeLessThan(200);
    expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(scripts.length / 2);
    expect(scripts.some((script) => script.url.startsWith(remoteOrigin('mfe_marketing')))).toBe(true);

    const manifest = await request.get(`${remoteOrigin('mfe_blog')}/mf-manifest.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(manifest.headers()['content-encoding']).toBe('gzip');
  });

  test('every public page has its own title and description in the HTML, before any script runs', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of PUBLIC_ROUTES) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(html, path).toContain(`<link rel="canonical" href="`);
      titles.add(title!);
      descriptions.add(description!);
    }
    expect(titles.size).toBe(PUBLIC_ROUTES.length);
    expect(descriptions.size).toBe(PUBLIC_ROUTES.length);
  });

  test('the title follows in-app navigation', async ({ page }) => {
    await page.goto('/');
    const homeTitle = await page.title();
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Tarifs', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page).toHaveTitle('Des tarifs simples et transparents | Lettra');
    expect(homeTitle).not.toBe(await page.title());
  });

  test('an article is described as a BlogPosting and listed in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const article = /<loc>https?:\/\/[^/]+(\/blog\/[^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.exec(sitemap)?.[1];
    expect(article).toBeTruthy();
    const html = await (await request.get(article!)).text();
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  test('unknown paths and unknown articles answer 404 and still show the not-found page', async ({ page }) => {
    const unknown = await page.goto('/cette-page-n-existe-pas');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page introuvable | Lettra');

    const unknownArticle = await page.goto('/blog/article-qui-n-existe-pas');
    expect(unknownArticle?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article introuvable' })).toBeVisible();
  });

  test('robots.txt is text that points at the sitemap, and private screens are noindex', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    expect(await (await request.get('/dashboard')).text()).toContain('<meta name="robots" content="noindex" />');
  });
});
