import { expect, test, type Page } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { expectScreenLoaded } from '../support/page-checks.ts';
import { signUpThroughApi } from '../support/signed-in.ts';
import { holdShellEntry } from '../support/takeover.ts';

// A pre-rendered page asked for without the session cookie arrives with the signed-out account links
// drawn by the api, and starts the shell on the visitor's first intent; with the cookie, the shell
// starts at once and draws the account's links as before (docs/public-pages.md 'First load').

/** The paths of the scripts the page has asked for so far. */
function scriptsAskedFor(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  return scripts;
}

const STARTER = /^\/assets\/start-on-intent-[\w-]+\.js$/;
const accountLinks = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test('a visitor without a session finds ‘Se connecter’ and ‘S’inscrire’ before any script but the starter, as plain links', async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts).toEqual([expect.stringMatching(STARTER)]);
  await expect(accountLinks(page).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  await expect(accountLinks(page).getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/signup');

  // No script has drawn them: a click is a page load, which the browser makes itself.
  await accountLinks(page).getByRole('link', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('main').getByRole('button', { name: "S'inscrire" })).toBeVisible();
});

test('the links the server drew stay in place and never hide while the shell starts and reads the session', async ({ page }) => {
  // Whether the links' empty room (the shell's drawing while the session is unknown) ever shows.
  await page.addInitScript(() => {
    const w = window as unknown as { __roomShown: boolean };
    w.__roomShown = false;
    new MutationObserver(() => {
      if (document.querySelector('nav [aria-hidden="true"].invisible')) w.__roomShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const login = accountLinks(page).getByRole('link', { name: 'Se connecter' });
  const before = await login.boundingBox();
  expect(before).not.toBeNull();

  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await expectScreenLoaded(page);
  expect((await session).status()).toBe(200);
  await expect(login).toBeVisible();
  expect(await login.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { __roomShown: boolean }).__roomShown)).toBe(false);

  // Now drawn by the shell: a click navigates inside the app.
  await login.click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
});

test('a visitor with a session gets the shell at once, and the account’s links without any intent', async ({ page }) => {
  await signUpThroughApi(page.request, newPerson('Léa Garnier'));
  const scripts = scriptsAskedFor(page);
  await page.goto('/');
  // No pointer, key or scroll: the shell started by itself.
  await expect(accountLinks(page).getByRole('link', { name: 'Mon Compte' })).toHaveAttribute('href', '/dashboard');
  await expect(accountLinks(page).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(accountLinks(page).getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  expect(scripts.filter((path) => STARTER.test(path))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the links sit in the menu: a first tap on its button opens it at once, before the shell runs, and the shell’s menu stays open once it is there', async ({ page }) => {
    const scripts = scriptsAskedFor(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts).toEqual([expect.stringMatching(STARTER)]);
    // The shell's entry held back until the menu has been seen open without it.
    const release = await holdShellEntry(page);

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.locator('#menu-mobile');
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/signup');
    await expect(menu.getByRole('link', { name: 'Tarifs' })).toBeVisible();
    // Still the server's page and menu: the shell has not run (its modules preloaded, its entry held).
    await expect(page.locator('#menu-mobile[popover]')).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);

    release();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('[popover]')).toHaveCount(0);
  });

  test('the menu drawn by the server closes on Escape, and a link in it loads its page', async ({ page }) => {
    await page.goto('/pricing', { waitUntil: 'networkidle' });
    const app = await page.locator('script[data-app]').getAttribute('data-app');
    // The shell never comes: the browser alone runs the menu.
    await page.route((url) => url.pathname === app, () => undefined);
    const menu = page.locator('#menu-mobile');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(menu).toBeVisible();
    // Escape rather than a tap at a fixed point, which may land on a link as the page changes.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await menu.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/login');
  });
});
