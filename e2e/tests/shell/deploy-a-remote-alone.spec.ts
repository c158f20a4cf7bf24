import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServers } from '../../servers/start-servers.ts';
import { apiServer, REMOTES_JSON } from '../../servers/topology.ts';
import { showIntent } from '../support/page-checks.ts';

const root = new URL('../../../', import.meta.url).pathname;
const API_PORT = 3199;
const BLOG_PORT = 4299;
const REMOTES = JSON.stringify({ ...JSON.parse(REMOTES_JSON), mfe_blog: `http://localhost:${BLOG_PORT}/mf-manifest.json` });
const blogServer = (dist: string) => ({
  command: `node ${root}e2e/servers/serve-remote.ts ${dist} ${BLOG_PORT}`,
  url: `http://localhost:${BLOG_PORT}/mf-manifest.json`,
});

/** A copy of the blog remote's sources with its title changed, built alone into its own dist. */
function buildChangedBlog(): string {
  const work = mkdtempSync(join(tmpdir(), 'lettra-blog-'));
  const copy = join(work, 'mfe-blog');
  cpSync(join(root, 'mfe-blog'), copy, { recursive: true, filter: (path) => !/\/(node_modules|dist)(\/|$)/.test(path) });
  symlinkSync(join(root, 'mfe-blog', 'node_modules'), join(copy, 'node_modules'));
  symlinkSync(join(root, 'tsconfig.base.json'), join(work, 'tsconfig.base.json'));
  // The text of the heading, which the page and its head (pages.json) both read.
  const text = join(copy, 'src', 'features', 'article-list', 'content', 'blog-index-text.ts');
  const source = readFileSync(text, 'utf8');
  const changed = source.replace("title: 'Le blog Lettra'", "title: 'Le blog Lettra, nouvelle édition'");
  if (changed === source) throw new Error(`${text} ne contient plus le titre du blog`);
  writeFileSync(text, changed);
  execFileSync(join(root, 'mfe-blog', 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], { cwd: copy, stdio: 'inherit' });
  return join(copy, 'dist');
}

test('a remote rebuilt alone and restarted alone changes the page, with the shell untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const api = apiServer({ port: API_PORT, premiumDay: 'off' });
  const stopApi = await startServers([{ ...api, env: { ...api.env, REMOTES } }]);
  let stopBlog = await startServers([blogServer(join(root, 'mfe-blog', 'dist'))]);
  try {
    await page.goto(`http://localhost:${API_PORT}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Le blog Lettra' })).toBeVisible();
    const shellBefore = await (await page.request.get(`http://localhost:${API_PORT}/`)).text();

    const newDist = buildChangedBlog();
    await stopBlog();
    stopBlog = await startServers([blogServer(newDist)]);

    await page.reload();
    // The api may still serve the previous build's HTML for up to 30 s (docs/public-pages.md 'Limits'):
    // the new screen shows its text once the visitor's intent has started the shell.
    await showIntent(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Le blog Lettra, nouvelle édition' })).toBeVisible();
    const shellAfter = await (await page.request.get(`http://localhost:${API_PORT}/`)).text();
    expect(shellAfter).toBe(shellBefore);
    rmSync(join(newDist, '..', '..'), { recursive: true, force: true });
  } finally {
    await stopBlog();
    await stopApi();
  }
});
