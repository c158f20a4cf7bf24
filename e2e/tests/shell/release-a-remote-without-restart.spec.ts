import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServers } from '../../servers/start-servers.ts';
import { apiServer, REMOTES_JSON, remoteOrigin } from '../../servers/topology.ts';
import { expectScreenLoaded } from '../support/page-checks.ts';

// docs/federation.md 'Releasing a remote': the api follows REMOTES_FILE, so `pnpm remote:release` and
// `pnpm remote:rollback` change the blog that the next page load shows, with no restart of anything.
const root = new URL('../../../', import.meta.url).pathname;
const API_PORT = 3197;
const NEW_BLOG_PORT = 4297;
const SITE = `http://localhost:${API_PORT}`;
const LIVE_MANIFEST = `${remoteOrigin('mfe_blog')}/mf-manifest.json`;
const NEW_MANIFEST = `http://localhost:${NEW_BLOG_PORT}/mf-manifest.json`;
const LIVE_TITLE = 'Le blog Lettra';
const NEW_TITLE = 'Le blog Lettra, nouvelle édition';

/**
 * The built blog copied, its heading changed where the build holds it: the list screen's chunk, its
 * pages' heads (pages.json) and pre-rendered HTML (prerender.json). Their precompressed twins are dropped.
 */
function newBuildOfTheBlog(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'lettra-blog-release-')), 'dist');
  cpSync(join(root, 'mfe-blog', 'dist'), dist, { recursive: true });
  const chunk = readdirSync(join(dist, 'assets')).find((name) => /^BlogListPage-[\w-]+\.js$/.test(name));
  if (!chunk) throw new Error(`${dist} : pas de BlogListPage-*.js (construire mfe-blog)`);
  for (const file of [join('assets', chunk), 'pages.json', 'prerender.json']) {
    const source = readFileSync(join(dist, file), 'utf8');
    const changed = source.replaceAll(LIVE_TITLE, NEW_TITLE);
    if (changed === source) throw new Error(`${file} ne contient plus le titre du blog`);
    writeFileSync(join(dist, file), changed);
    rmSync(join(dist, `${file}.br`));
    rmSync(join(dist, `${file}.gz`));
  }
  return dist;
}

/** `pnpm remote:<command>` as a person releasing runs it, against this test's api and its file. */
function remoteCommand(remotesFile: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [join(root, 'api', 'src', 'remotes', 'cli.ts'), ...args], {
    env: { ...process.env, REMOTES_FILE: remotesFile, PUBLIC_URL: SITE },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const servedBlog = async (page: Page) => ((await (await page.request.get(`${SITE}/remotes.json`)).json()) as Record<string, string>).mfe_blog;

let work: string;
let remotesFile: string;
let stopServers: () => Promise<void>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const dist = newBuildOfTheBlog();
  work = join(dist, '..');
  remotesFile = join(work, 'remotes.json');
  writeFileSync(remotesFile, REMOTES_JSON);
  // The map from the file alone: REMOTES beside REMOTES_FILE is a configuration error.
  const api = apiServer({ port: API_PORT, premiumDay: 'off' });
  const { REMOTES: _fixedMap, ...env } = api.env;
  stopServers = await startServers([
    { ...api, env: { ...env, REMOTES_FILE: remotesFile } },
    { command: `node ${root}e2e/servers/serve-remote.ts ${dist} ${NEW_BLOG_PORT}`, url: NEW_MANIFEST },
  ]);
});

test.afterAll(async () => {
  await stopServers?.();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a release changes the blog at the next page load, a rollback brings the previous one back, the history lists both', async ({ page }) => {
  test.setTimeout(90_000);
  const newBlogRequests: string[] = [];
  page.on('request', (request) => request.url().startsWith(`http://localhost:${NEW_BLOG_PORT}/`) && newBlogRequests.push(request.url()));

  await page.goto(`${SITE}/blog`);
  await expectScreenLoaded(page);
  await expect(heading(page, LIVE_TITLE)).toBeVisible();

  // Refused: the marketing remote's manifest is not the blog's. Nothing changes.
  const before = readFileSync(remotesFile, 'utf8');
  const refused = remoteCommand(remotesFile, 'release', 'mfe_blog', `${remoteOrigin('mfe_marketing')}/mf-manifest.json`);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('est celui de mfe_marketing, pas de mfe_blog');
  expect(refused.stderr).toContain('Rien n’a été modifié.');
  expect(readFileSync(remotesFile, 'utf8')).toBe(before);

  // Released: checked against the live shell (the api's own /mf-manifest.json), then written.
  const released = remoteCommand(remotesFile, 'release', 'mfe_blog', NEW_MANIFEST);
  expect(released.stderr).toBe('');
  expect(released.status).toBe(0);
  await expect.poll(() => servedBlog(page)).toBe(NEW_MANIFEST);

  await page.reload();
  await expectScreenLoaded(page);
  await expect(heading(page, NEW_TITLE)).toBeVisible();
  expect(newBlogRequests).toContain(NEW_MANIFEST);
  // The server's own page follows too: its pre-rendered heading, its head, a CSP allowing the new origin.
  const served = await page.request.get(`${SITE}/blog`);
  expect(await served.text()).toContain(`<title>${NEW_TITLE} | Lettra</title>`);
  expect(served.headers()['content-security-policy']).toContain(`http://localhost:${NEW_BLOG_PORT}`);

  const rolledBack = remoteCommand(remotesFile, 'rollback', 'mfe_blog');
  expect(rolledBack.status).toBe(0);
  await expect.poll(() => servedBlog(page)).toBe(LIVE_MANIFEST);
  await page.reload();
  await expectScreenLoaded(page);
  await expect(heading(page, LIVE_TITLE)).toBeVisible();

  const history = execFileSync(process.execPath, [join(root, 'api', 'src', 'remotes', 'cli.ts'), 'history', 'mfe_blog'], {
    env: { ...process.env, REMOTES_FILE: remotesFile },
    encoding: 'utf8',
  });
  const lines = history.trim().split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC  release   mfe_blog  ${NEW_MANIFEST}  \\(avant : ${LIVE_MANIFEST}\\)$`));
  expect(lines[1]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC  rollback  mfe_blog  ${LIVE_MANIFEST}  \\(avant : ${NEW_MANIFEST}\\)$`));
});
