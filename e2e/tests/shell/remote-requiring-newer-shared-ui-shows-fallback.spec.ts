import { readFileSync } from 'node:fs';
import { expect, test, type Route } from '@playwright/test';
import { remoteOrigin } from '../../servers/topology.ts';
import { showIntent } from '../support/page-checks.ts';

const sharedUi = (JSON.parse(readFileSync(new URL('../../../shared-ui/package.json', import.meta.url), 'utf8')) as { version: string }).version;
const [major, minor] = sharedUi.split('.').map(Number);
const newer = `${major}.${minor! + 1}.0`;

/**
 * The blog as if built against a shared-ui the live shell does not have yet, the release `pnpm
 * check:compat` refuses: its manifest and its share settings ask for `^<next minor>`.
 */
async function requireNewerSharedUi(route: Route) {
  const response = await route.fetch();
  const body = (await response.text()).replaceAll(`^${sharedUi}`, `^${newer}`);
  const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
  await route.fulfill({ response, body, headers });
}

test('a remote requiring a newer shared-ui than the shell provides shows its fallback, the rest of the site works', async ({ page }) => {
  const blog = remoteOrigin('mfe_blog');
  await page.route(new RegExp(`^${blog}/(mf-manifest\\.json|assets/_virtual_mf-localSharedImportMap[^/]*\\.js)$`), requireNewerSharedUi);
  await page.goto('/blog');
  // The visitor's intent starts the shell, which reads the remote's needs (docs/public-pages.md 'First load').
  await showIntent(page);
  await expect(page.getByText('Cette section est momentanément indisponible')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
