import { expect, test, type Page } from '@playwright/test';

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
