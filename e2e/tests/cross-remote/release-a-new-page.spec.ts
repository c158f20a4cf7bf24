import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServers } from '../../servers/start-servers.ts';
import { apiServer, REMOTES_JSON, remoteOrigin } from '../../servers/topology.ts';
import { expectScreenLoaded } from '../support/page-checks.ts';

// docs/federation.md 'Routes declared by the remotes': the blog's team adds a page (a route with its
// navigation entry, its head and its pre-rendered HTML) and changes its heading in its own sources,
// rebuilds the blog alone, and releases it with `pnpm remote:release` on a running product. The shell
// is neither rebuilt nor restarted; a rollback takes the page away.
const root = new URL('../../../', import.meta.url).pathname;
// Ports no other spec starts a server on: two workers may run this file beside preview-a-remote's.
const API_PORT = 3196;
const NEW_BLOG_PORT = 4296;
const SITE = `http://localhost:${API_PORT}`;
const LIVE_MANIFEST = `${remoteOrigin('mfe_blog')}/mf-manifest.json`;
const NEW_MANIFEST = `http://localhost:${NEW_BLOG_PORT}/mf-manifest.json`;
const LIVE_TITLE = 'Le blog Lettra';
const NEW_TITLE = 'Le blog Lettra, nouvelle édition';
const NEW_PAGE = '/a-la-une';

/** Replaces `from` by `to` in one source file of the copy, which must hold it. */
function edit(dir: string, file: string, from: string, to: string) {
  const source = readFileSync(join(dir, file), 'utf8');
  if (!source.includes(from)) throw new Error(`${file} ne contient plus ${JSON.stringify(from)}`);
  writeFileSync(join(dir, file), source.replace(from, to));
}

/**
 * The blog's next version, built from a copy of its sources beside the workspace's folders (so its
 * node_modules links resolve as the blog's own): a new route, with its head and pre-rendered page,
 * and another heading.
 */
function buildNextBlog(): string {
  const dir = mkdtempSync(join(root, '.e2e-release-blog-'));
  cpSync(join(root, 'mfe-blog'), dir, { recursive: true, verbatimSymlinks: true, filter: (path) => !/\/mfe-blog\/dist(\/|$)/.test(path) });
  edit(dir, 'src/routes.ts', "  { path: '/blog/:id',", `  { path: '${NEW_PAGE}', screen: 'BlogListPage', title: 'À la une', signedIn: false, nav: { menu: 'main', label: 'À la une' } },\n  { path: '/blog/:id',`);
  edit(dir, 'src/page-heads/page-heads.ts', 'export const PAGE_HEADS: PageHead[] = [', `export const PAGE_HEADS: PageHead[] = [\n  { path: '${NEW_PAGE}', title: 'À la une | Lettra', description: 'Les articles du moment.', kind: 'website' },`);
  edit(dir, 'src/prerender/prerendered-pages.tsx', "  '/blog': <BlogListPage />,", `  '/blog': <BlogListPage />,\n  '${NEW_PAGE}': <BlogListPage />,`);
  edit(dir, 'src/features/article-list/content/blog-index-text.ts', `title: '${LIVE_TITLE}'`, `title: '${NEW_TITLE}'`);
  const build = spawnSync(process.execPath, [join(root, 'mfe-blog', 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: dir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`construction du blog modifié : ${build.stderr}`);
  return dir;
}

/** Every file of the shell's build and its SHA-256. */
function shellFiles(): Record<string, string> {
  const dist = join(root, 'shell', 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(dist, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
    }),
  );
}

function remoteCommand(remotesFile: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [join(root, 'api', 'src', 'remotes', 'cli.ts'), ...args], {
    env: { ...process.env, REMOTES_FILE: remotesFile, PUBLIC_URL: SITE },
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const servedBlog = async (page: Page) => ((await (await page.request.get(`${SITE}/remotes.json`)).json()) as Record<string, string>).mfe_blog;

let source: string;
let work: string;
let remotesFile: string;
let stopServers: () => Promise<void>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  source = buildNextBlog();
  work = mkdtempSync(join(tmpdir(), 'lettra-new-page-'));
  remotesFile = join(work, 'remotes.json');
  writeFileSync(remotesFile, REMOTES_JSON);
  const api = apiServer({ port: API_PORT, premiumDay: 'off' });
  const { REMOTES: _fixedMap, ...env } = api.env;
  stopServers = await startServers([
    { ...api, env: { ...env, REMOTES_FILE: remotesFile } },
    { command: `node ${root}e2e/servers/serve-remote.ts ${join(source, 'dist')} ${NEW_BLOG_PORT}`, url: NEW_MANIFEST },
  ]);
});

test.afterAll(async () => {
  await stopServers?.();
  for (const dir of [source, work]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a remote released alone brings a new page and a new heading, with the shell’s files untouched; a rollback takes the page away', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = shellFiles();

  // Before: no remote declares the page, so the api and the shell both say it does not exist.
  expect((await page.request.get(`${SITE}${NEW_PAGE}`)).status()).toBe(404);
  await page.goto(`${SITE}${NEW_PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();

  const released = remoteCommand(remotesFile, 'release', 'mfe_blog', NEW_MANIFEST);
  expect(released.stderr).toBe('');
  expect(released.status).toBe(0);
  await expect.poll(() => servedBlog(page)).toBe(NEW_MANIFEST);

  // The server's page: found, with its own title and its pre-rendered content inside the shell's layout.
  const served = await page.request.get(`${SITE}${NEW_PAGE}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('<title>À la une | Lettra</title>');
  expect(html).toMatch(new RegExp(`<div data-prerendered=""[^>]*>[\\s\\S]*<h1[^>]*>${NEW_TITLE}</h1>`));
  // Its navigation entry is in the server's HTML too, marked on its own page and listed on the others,
  // though the shell's frames were built before it (api/src/static/nav-links.ts).
  const inTopNav = (link: string) => new RegExp(`<ul data-nav="top"[^>]*>(?:(?!</ul>).)*${link}`);
  expect(html).toMatch(inTopNav(`<a aria-current="page"[^>]*href="${NEW_PAGE}"[^>]*>À la une</a>`));
  expect(await (await page.request.get(`${SITE}/pricing`)).text()).toMatch(inTopNav(`<a class="[^"]*" href="${NEW_PAGE}"[^>]*>À la une</a>`));

  // The browser: the shell composes the new route and its navigation entry from the blog's routes.
  await page.goto(`${SITE}${NEW_PAGE}`);
  await expectScreenLoaded(page);
  await expect(heading(page, NEW_TITLE)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'À la une' })).toHaveAttribute('href', NEW_PAGE);
  await mainNav(page).getByRole('link', { name: 'Blog' }).click();
  await expect(heading(page, NEW_TITLE)).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'À la une' }).click();
  await expect(page).toHaveTitle('À la une | Lettra');

  expect(remoteCommand(remotesFile, 'rollback', 'mfe_blog').status).toBe(0);
  await expect.poll(() => servedBlog(page)).toBe(LIVE_MANIFEST);
  expect((await page.request.get(`${SITE}${NEW_PAGE}`)).status()).toBe(404);
  await page.goto(`${SITE}${NEW_PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'À la une' })).toHaveCount(0);
  await page.goto(`${SITE}/blog`);
  await expect(heading(page, LIVE_TITLE)).toBeVisible();

  // Neither rebuilt nor restarted: the same api process served every step, from the same shell files.
  expect(shellFiles()).toEqual(shellBefore);
});
