import { expect, test, type Page, type Response } from '@playwright/test';
import { holdShellEntry } from '../support/takeover.ts';

// A pre-rendered public page starts the shell on the visitor's first intent (docs/public-pages.md
// 'First load'). A visitor whose very first action is a button of the server's HTML gets what the
// button does: the starter keeps the click and makes it again once the scripts have drawn the button.

/** The paths of the scripts the page has asked for so far. */
function scriptsAskedFor(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  return scripts;
}

const STARTER_ONLY = [expect.stringMatching(/^\/assets\/start-on-intent-[\w-]+\.js$/)];

test('a first click on a plan’s button, before any script but the starter, sends the visitor to sign up', async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  expect(scripts).toEqual(STARTER_ONLY);

  await page.getByRole('button', { name: 'Passer à Premium' }).first().click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByText('Créez un compte pour passer à Premium')).toBeVisible();
});

test('a first Enter on a focused example’s button opens the example, and the focus comes back to the live button', async ({ page }) => {
  await page.goto('/examples', { waitUntil: 'networkidle' });
  const opener = page.getByRole('button', { name: /^Voir l’exemple complet : / }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Exemple : / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a first click on a button of a landing page section still drawn by the server is made once the section is live', async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts).toEqual(STARTER_ONLY);

  // Far below the first screen: its section's code comes only once the visitor is near it.
  await page.getByRole('button', { name: 'Passer à Premium' }).first().click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByText('Créez un compte pour passer à Premium')).toBeVisible();
});

test('a link of the server’s HTML navigates before the scripts have drawn it', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
});

test('a field focused as the first intent keeps the focus and the text typed while the shell takes over', async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  await page.goto('/blog', { waitUntil: 'networkidle' });
  expect(scripts).toEqual(STARTER_ONLY);

  // The shell's entry held back until the text is typed in the server's field, so that it crosses the takeover.
  const release = await holdShellEntry(page);

  // The focus is the intent; the visitor types before the shell arrives and its renders replace the field.
  const field = page.getByLabel('Rechercher un article');
  await field.focus();
  await page.keyboard.type('ATS', { delay: 150 });
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('ATS');
  // The screen's own state has it: the list is filtered.
  await expect(page.getByRole('heading', { name: 'À la une' })).toHaveCount(0);
  await page.keyboard.type(' logiciels');
  await expect(field).toHaveValue('ATS logiciels');
});

test('when the shell’s script fails to load, the page is loaded again once, then stays the server’s with its links working', async ({ page }) => {
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  const app = await page.locator('script[data-app]').getAttribute('data-app');
  await page.route((url) => url.pathname === app, (route) => route.fulfill({ status: 404, body: '' }));
  const loads: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && loads.push(new URL(request.url()).pathname));

  const refused = (response: Response) => new URL(response.url()).pathname === app;
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Passer à Premium' }).first().click();
  await reloaded;
  expect(loads).toEqual(['/pricing']);
  // Loaded again, it fails again: no third load; its links still navigate.
  const refusedAgain = page.waitForResponse(refused);
  await page.getByRole('button', { name: 'Passer à Premium' }).first().click();
  await refusedAgain;
  await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
  await expect(page).toHaveURL('/faq');
  expect(loads).toEqual(['/pricing', '/faq']);
});
