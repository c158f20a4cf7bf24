import { expect, test } from '@playwright/test';
import { expectPageHeading } from '../tests/support/page-checks.ts';
import { NAV_LINKS, PUBLIC_ROUTES } from '../tests/support/public-routes.ts';

// What any visitor of the deployment sees, read only.
test.describe('a visitor of the deployment', () => {
  for (const { path, heading } of PUBLIC_ROUTES) {
    test(`${path} shows its screen, in French`, async ({ page }) => {
      await page.goto(path);
      await expectPageHeading(page, heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  }

  test('the top navigation reaches every section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const link of NAV_LINKS) {
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('an article opens from the blog', async ({ page }) => {
    await page.goto('/blog');
    await expectPageHeading(page, /blog/i);
    const article = page.getByRole('main').getByRole('link', { name: /Structurer sa lettre/ }).first();
    await article.click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expectPageHeading(page, /Structurer sa lettre/);
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const answer = await page.goto('/cette-page-n-existe-pas');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});
