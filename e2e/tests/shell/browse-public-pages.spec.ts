import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolation, expectPageHeading, expectScreenLoaded } from '../support/page-checks.ts';
import { NAV_LINKS, PUBLIC_ROUTES } from '../support/public-routes.ts';

test.describe('a visitor browses the public site', () => {
  for (const { path, heading } of PUBLIC_ROUTES) {
    test(`${path} renders its French content with no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expectPageHeading(page, heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expectNoSeriousA11yViolation(page);
    });
  }

  // A test per page, so that both workers share the navigations.
  for (const { path } of PUBLIC_ROUTES) {
    test(`the top navigation reaches every section from ${path}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      for (const link of NAV_LINKS) {
        await nav.getByRole('link', { name: link.name, exact: true }).click();
        await expect(page).toHaveURL(link.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
  }

  test('the footer links to the legal pages', async ({ page }) => {
    await page.goto('/');
    const legal = page.getByRole('navigation', { name: 'Informations légales' });
    await legal.getByRole('link', { name: 'RGPD' }).click();
    await expect(page).toHaveURL('/gdpr');
    await expectPageHeading(page, /RGPD|données/i);
  });

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/cette-page/nexiste-pas');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the collapsible menu holds the same entries', async ({ page }) => {
    await page.goto('/faq');
    await expectScreenLoaded(page);
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    for (const name of [...NAV_LINKS.map((l) => l.name), 'Se connecter', "S'inscrire"]) {
      await expect(page.locator('#menu-mobile').getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.locator('#menu-mobile').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
