import { expect, test, type Page } from '@playwright/test';
import { DEMO_FREE, logIn } from './support/accounts.ts';
import { PUBLIC_ROUTES } from './support/public-routes.ts';

test.use({ viewport: { width: 375, height: 740 } });

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('no page scrolls sideways on a 375 px phone, signed out or signed in', async ({ page }) => {
  test.setTimeout(90_000);
  for (const { path } of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
  await logIn(page, DEMO_FREE);
  for (const path of ['/dashboard', '/my-letters', '/settings', '/checkout']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
});
