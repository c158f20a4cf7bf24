import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServers } from '../../servers/start-servers.ts';
import { apiServer } from '../../servers/topology.ts';
import { expectNoSeriousA11yViolation, expectScreenLoaded } from '../support/page-checks.ts';

// docs/federation.md 'Previewing a remote in the real shell': an api that allows one preview origin,
// and on that origin a build of the blog whose heading differs from the live one's.
const root = new URL('../../../', import.meta.url).pathname;
const API_PORT = 3198;
const PREVIEW_PORT = 4298;
const SITE = `http://localhost:${API_PORT}`;
const PREVIEW_ORIGIN = `http://localhost:${PREVIEW_PORT}`;
const LIVE_TITLE = 'Le blog Lettra';
const PREVIEW_TITLE = 'Le blog Lettra, prochaine version';

/** The built blog copied, its heading changed in the list screen's chunk (its precompressed twins dropped). */
function previewBuildOfTheBlog(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'lettra-blog-preview-')), 'dist');
  cpSync(join(root, 'mfe-blog', 'dist'), dist, { recursive: true });
  const assets = join(dist, 'assets');
  const chunk = readdirSync(assets).find((name) => /^BlogListPage-[\w-]+\.js$/.test(name));
  if (!chunk) throw new Error(`${assets} : pas de BlogListPage-*.js (construire mfe-blog)`);
  const source = readFileSync(join(assets, chunk), 'utf8');
  const changed = source.replace(`title:\`${LIVE_TITLE}\``, `title:\`${PREVIEW_TITLE}\``);
  if (changed === source) throw new Error(`${chunk} ne contient plus le titre du blog`);
  writeFileSync(join(assets, chunk), changed);
  rmSync(join(assets, `${chunk}.br`));
  rmSync(join(assets, `${chunk}.gz`));
  return dist;
}

const previewLink = (origin: string) => `${SITE}/blog?preview=mfe_blog:${origin}/mf-manifest.json`;
const banner = (page: Page) => page.getByRole('region', { name: 'Prévisualisation' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

let previewDist: string;
let stopServers: () => Promise<void>;

// One api and one preview origin for the whole file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  previewDist = previewBuildOfTheBlog();
  const api = apiServer({ port: API_PORT, premiumDay: 'off', env: { PREVIEW_ORIGINS: PREVIEW_ORIGIN } });
  stopServers = await startServers([
    api,
    { command: `node ${root}e2e/servers/serve-remote.ts ${previewDist} ${PREVIEW_PORT}`, url: `${PREVIEW_ORIGIN}/mf-manifest.json` },
  ]);
});

test.afterAll(async () => {
  await stopServers?.();
  if (previewDist) rmSync(join(previewDist, '..'), { recursive: true, force: true });
});

test('a preview link from an allowed origin shows that build of the remote with a banner, for this tab only, until it is left', async ({ page, context }) => {
  const previewRequests: string[] = [];
  page.on('request', (request) => request.url().startsWith(PREVIEW_ORIGIN) && previewRequests.push(request.url()));
  // The previewed screen's code held back: meanwhile the live blog's pre-rendered page must not stand in for it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`^${PREVIEW_ORIGIN}/assets/BlogListPage-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });

  await page.goto(previewLink(PREVIEW_ORIGIN));
  await expect(page.getByRole('status').filter({ hasText: 'Chargement : Blog' })).toBeVisible();
  await expect(heading(page, LIVE_TITLE)).toHaveCount(0);
  release();

  await expect(heading(page, PREVIEW_TITLE)).toBeVisible();
  await expect(banner(page)).toContainText('Version de prévisualisation : mfe_blog');
  expect(previewRequests).toContain(`${PREVIEW_ORIGIN}/mf-manifest.json`);
  // The address no longer carries the preview: sharing it does not spread it.
  expect(page.url()).toBe(`${SITE}/blog`);
  await expectNoSeriousA11yViolation(page);

  // The tab keeps it across its pages and reloads.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(banner(page)).toBeVisible();
  await page.goto(`${SITE}/blog`);
  await expect(heading(page, PREVIEW_TITLE)).toBeVisible();
  await expect(banner(page)).toBeVisible();

  // Another tab of the same browser has no preview, and neither downloads the preview code nor asks for the allowed origins.
  const other = await context.newPage();
  const otherRequests: string[] = [];
  other.on('request', (request) => otherRequests.push(request.url()));
  await other.goto(`${SITE}/blog`);
  await expect(heading(other, LIVE_TITLE)).toBeVisible();
  await expectScreenLoaded(other);
  await expect(banner(other)).toHaveCount(0);
  expect(otherRequests.filter((url) => url.startsWith(PREVIEW_ORIGIN) || /\/preview-origins\.json$|\/start-preview-[\w-]+\.js$/.test(url))).toEqual([]);
  await other.close();

  // 'Quitter la prévisualisation' loads the page again with the live remote, and the tab stays so.
  await banner(page).getByRole('link', { name: 'Quitter la prévisualisation' }).click();
  await expect(heading(page, LIVE_TITLE)).toBeVisible();
  await expectScreenLoaded(page);
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expectScreenLoaded(page);
  await expect(heading(page, LIVE_TITLE)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a preview link to an origin the api does not list is ignored with a warning: the live remote loads, no banner', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  // The same build, but under an origin spelled differently from the allowed one: origins match exactly.
  const refusedOrigin = `http://127.0.0.1:${PREVIEW_PORT}`;
  const refusedRequests: string[] = [];
  page.on('request', (request) => request.url().startsWith(refusedOrigin) && refusedRequests.push(request.url()));

  await page.goto(previewLink(refusedOrigin));
  await expect(heading(page, LIVE_TITLE)).toBeVisible();
  await expectScreenLoaded(page);
  await expect(banner(page)).toHaveCount(0);
  expect(warnings).toContainEqual(expect.stringContaining(`prévisualisation ignorée : origine non autorisée « ${refusedOrigin} »`));
  expect(refusedRequests).toEqual([]);
  expect(page.url()).toBe(`${SITE}/blog`);
});
