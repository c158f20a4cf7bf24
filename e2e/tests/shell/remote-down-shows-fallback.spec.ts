import { expect, test } from '@playwright/test';
import { remoteOrigin } from '../../servers/topology.ts';
import { showIntent } from '../support/page-checks.ts';

// Each page is the server's HTML until the visitor shows an intent; the shell and the remote start then
// (docs/public-pages.md 'First load'), and the remote's failure shows.

test('a remote that is down shows its fallback, the rest works, and retry loads it once back', async ({ page }) => {
  // The blog's server stops answering: connections to its origin fail.
  await page.route(`${remoteOrigin('mfe_blog')}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/blog');
  await showIntent(page);
  await expect(page.getByText('Cette section est momentanément indisponible')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

  // Other remotes keep working.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The blog's routes and its navigation entry are unknown while it is down (docs/federation.md 'Routes
  // declared by the remotes'): back on its page, the fallback again. It comes back; retry reads its routes
  // and loads it without reloading the page.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Blog' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await page.unroute(`${remoteOrigin('mfe_blog')}/**`);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /blog/i })).toBeVisible();
  await expect(page.getByText('Cette section est momentanément indisponible')).toHaveCount(0);
});

test('a remote whose entry answers 404 shows the fallback', async ({ page }) => {
  await page.route(`${remoteOrigin('mfe_marketing')}/remoteEntry.js`, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/faq');
  await showIntent(page);
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
});

test('a remote serving a broken bundle shows the fallback, and retry loads the repaired one', async ({ page }) => {
  // A deploy gone wrong: the entry answers 200 with a cut-off script.
  await page.route(`${remoteOrigin('mfe_blog')}/remoteEntry.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'const init = (shared) => { export default' }),
  );
  await page.goto('/blog');
  await showIntent(page);
  await expect(page.getByText('Cette section est momentanément indisponible')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

  await page.unroute(`${remoteOrigin('mfe_blog')}/remoteEntry.js`);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /blog/i })).toBeVisible();
});
