import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServers } from '../../servers/start-servers.ts';
import { apiServer } from '../../servers/topology.ts';
import { expectNoSeriousA11yViolation, expectScreenLoaded } from '../support/page-checks.ts';

// docs/federation.md 'Previewing a remote in the real shell': an api that allows one preview origin and
// signs preview links with its PREVIEW_SECRET, and on that origin a build of the blog whose heading
// differs from the live one's. Links come from `pnpm remote:preview-link`, as staff print them.
const root = new URL('../../../', import.meta.url).pathname;
const API_PORT = 3198;
const PREVIEW_PORT = 4298;
const SITE = `http://localhost:${API_PORT}`;
const PREVIEW_ORIGIN = `http://localhost:${PREVIEW_PORT}`;
const LIVE_TITLE = 'Le blog Lettra';
const PREVIEW_TITLE = 'Le blog Lettra, prochaine version';
const PREVIEW_SECRET = 'secret-de-prévisualisation-des-tests-e2e';
const MANIFEST = `${PREVIEW_ORIGIN}/mf-manifest.json`;

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

/** `pnpm remote:preview-link mfe_blog <manifest> --page /blog`, with the api's settings; the link it prints. */
function previewLink(): string {
  const run = spawnSync(process.execPath, [join(root, 'api', 'src', 'remotes', 'cli.ts'), 'preview-link', 'mfe_blog', MANIFEST, '--page', '/blog'], {
    env: { ...process.env, PREVIEW_SECRET, PREVIEW_ORIGINS: PREVIEW_ORIGIN, PUBLIC_URL: SITE },
    encoding: 'utf8',
  });
  const link = /http:\/\/localhost:\d+\/blog\?preview=\S+/.exec(run.stdout)?.[0];
  if (run.status !== 0 || !link) throw new Error(`remote:preview-link a échoué :\n${run.stdout}${run.stderr}`);
  return link;
}

const interstitial = (page: Page) => page.getByRole('dialog', { name: 'Ouvrir une version de test ?' });
const banner = (page: Page) => page.getByRole('region', { name: 'Prévisualisation' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const cspOf = async (response: { headers: () => Record<string, string> } | null) => response?.headers()['content-security-policy'] ?? '';

let previewDist: string;
let stopServers: () => Promise<void>;

// One api and one preview origin for the whole file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  previewDist = previewBuildOfTheBlog();
  const api = apiServer({ port: API_PORT, premiumDay: 'off', env: { PREVIEW_ORIGINS: PREVIEW_ORIGIN, PREVIEW_SECRET } });
  stopServers = await startServers([
    api,
    { command: `node ${root}e2e/servers/serve-remote.ts ${previewDist} ${PREVIEW_PORT}`, url: MANIFEST },
  ]);
});

test.afterAll(async () => {
  await stopServers?.();
  if (previewDist) rmSync(join(previewDist, '..'), { recursive: true, force: true });
});

test('a signed link, once the api checked it and the visitor confirmed, shows that build of the remote with a banner, for this tab only, until it is left', async ({ page, context }) => {
  const previewRequests: string[] = [];
  page.on('request', (request) => request.url().startsWith(PREVIEW_ORIGIN) && previewRequests.push(request.url()));
  // The previewed screen's code held back: meanwhile the live blog's pre-rendered page must not stand in for it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`^${PREVIEW_ORIGIN}/assets/BlogListPage-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });

  // The document a valid link asked for may load from the build's origin; its address loses the link at once.
  const document = await page.goto(previewLink());
  expect(await cspOf(document)).toContain(PREVIEW_ORIGIN);
  await expect(interstitial(page)).toBeVisible();
  await expect(interstitial(page)).toContainText('une version de test d’une partie de Lettra (mfe_blog)');
  expect(page.url()).toBe(`${SITE}/blog`);
  // Nothing of the build is fetched before the visitor says so.
  expect(previewRequests).toEqual([]);
  await expectNoSeriousA11yViolation(page);
  await interstitial(page).getByRole('button', { name: 'Continuer avec la version de test' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Chargement : Blog' })).toBeVisible();
  await expect(heading(page, LIVE_TITLE)).toHaveCount(0);
  release();

  await expect(heading(page, PREVIEW_TITLE)).toBeVisible();
  await expect(banner(page)).toContainText('Version de prévisualisation : mfe_blog');
  expect(previewRequests).toContain(MANIFEST);
  expect(page.url()).toBe(`${SITE}/blog`);
  await expectNoSeriousA11yViolation(page);

  // The tab keeps it across its pages and reloads (the page then comes again with the link), without asking twice.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(banner(page)).toBeVisible();
  await page.goto(`${SITE}/blog`);
  await expect(heading(page, PREVIEW_TITLE)).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(interstitial(page)).toHaveCount(0);
  expect(page.url()).toBe(`${SITE}/blog`);

  // Another tab of the same browser has no preview: its page names no preview origin, and it neither
  // downloads the preview code nor asks the api about a link.
  const other = await context.newPage();
  const otherRequests: string[] = [];
  other.on('request', (request) => otherRequests.push(request.url()));
  const otherDocument = await other.goto(`${SITE}/blog`);
  expect(await cspOf(otherDocument)).not.toContain(PREVIEW_ORIGIN);
  await expect(heading(other, LIVE_TITLE)).toBeVisible();
  await expectScreenLoaded(other);
  await expect(banner(other)).toHaveCount(0);
  expect(otherRequests.filter((url) => url.startsWith(PREVIEW_ORIGIN) || /\/api\/remotes\/preview$|\/start-preview[\w-]*\.js$/.test(url))).toEqual([]);
  await other.close();

  // 'Quitter la prévisualisation' loads the page again with the live remote, and the tab stays so.
  await banner(page).getByRole('link', { name: 'Quitter la prévisualisation' }).click();
  await expect(heading(page, LIVE_TITLE)).toBeVisible();
  await expectScreenLoaded(page);
  await expect(banner(page)).toHaveCount(0);
  const reloaded = await page.reload();
  expect(await cspOf(reloaded)).not.toContain(PREVIEW_ORIGIN);
  await expectScreenLoaded(page);
  await expect(heading(page, LIVE_TITLE)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('‘Annuler’ loads the page again without the link: the live remote, nothing fetched from the build, no preview origin allowed', async ({ page }) => {
  const previewRequests: string[] = [];
  page.on('request', (request) => request.url().startsWith(PREVIEW_ORIGIN) && previewRequests.push(request.url()));
  await page.goto(previewLink());
  const documents: string[] = [];
  page.on('response', async (response) => response.request().resourceType() === 'document' && documents.push(await cspOf(response)));
  await interstitial(page).getByRole('button', { name: 'Annuler' }).click();
  await expect(heading(page, LIVE_TITLE)).toBeVisible();
  await expectScreenLoaded(page);
  await expect(banner(page)).toHaveCount(0);
  expect(documents).toHaveLength(1);
  expect(documents[0]).not.toContain(PREVIEW_ORIGIN);
  expect(previewRequests).toEqual([]);
  expect(page.url()).toBe(`${SITE}/blog`);
});

test('a link whose build changed since it was signed runs the live remote, with a French warning', async ({ page }) => {
  const link = previewLink();
  // The build on the preview origin is replaced after the link was printed: its manifest no longer hashes as signed.
  await page.route(MANIFEST, async (route) => {
    const manifest = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...manifest, id: 'mfe_blog:changed' }, headers: { 'access-control-allow-origin': '*' } });
  });
  await page.goto(link);
  await interstitial(page).getByRole('button', { name: 'Continuer avec la version de test' }).click();
  await expect(toast(page, 'La version de test de mfe_blog ne correspond plus au lien (son manifeste a changé) : la version en service est chargée.')).toBeVisible();
  await expect(heading(page, LIVE_TITLE)).toBeVisible();
  await expectScreenLoaded(page);
  await expect(banner(page)).toHaveCount(0);
});

test('a link the api did not sign (the old unsigned form) is refused in French before anything is asked or loaded', async ({ page }) => {
  const previewRequests: string[] = [];
  page.on('request', (request) => request.url().startsWith(PREVIEW_ORIGIN) && previewRequests.push(request.url()));
  const document = await page.goto(`${SITE}/blog?preview=mfe_blog:${MANIFEST}`);
  expect(await cspOf(document)).not.toContain(PREVIEW_ORIGIN);
  await expect(toast(page, 'Ce lien de prévisualisation n’est pas valide : demandez-en un nouveau à l’équipe Lettra.')).toBeVisible();
  await expect(heading(page, LIVE_TITLE)).toBeVisible();
  await expectScreenLoaded(page);
  await expect(interstitial(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(previewRequests).toEqual([]);
  expect(page.url()).toBe(`${SITE}/blog`);
});
