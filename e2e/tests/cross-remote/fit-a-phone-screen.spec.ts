import { expect, test, type Page } from '@playwright/test';
import { DEMO_FREE } from '../support/accounts.ts';
import { PUBLIC_ROUTES } from '../support/public-routes.ts';
import { logInThroughApi } from '../support/signed-in.ts';

test.use({ viewport: { width: 375, height: 740 } });

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('no page scrolls sideways on a 375 px phone, signed out or signed in', async ({ page }) => {
  test.setTimeout(90_000);
  for (const { path } of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
  await logInThroughApi(page.request, DEMO_FREE);
  for (const path of ['/dashboard', '/my-letters', '/settings', '/checkout']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
});

// Fully shown: inside the screen and not cut (an ellipsis or a hidden overflow hides part of it).
const fullyShown = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: element.textContent, inside: box.left >= 0 && box.right <= window.innerWidth, whole: element.scrollWidth <= element.clientWidth + 1 };
    }),
  );

test("the settings' section bar and the generator's step labels fit a 375 px phone", async ({ page }) => {
  await logInThroughApi(page.request, DEMO_FREE);
  await page.goto('/settings');
  const sections = page.getByRole('navigation', { name: 'Sections des paramètres' });
  await expect(sections.getByRole('link')).toHaveCount(5);
  for (const link of await fullyShown(page, 'nav[aria-label="Sections des paramètres"] a')) {
    expect(link, String(link.text)).toMatchObject({ inside: true, whole: true });
  }

  await page.goto('/dashboard');
  const steps = page.getByRole('list', { name: 'Étapes' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  for (const label of await fullyShown(page, 'ol[aria-label="Étapes"] li > span:not([aria-hidden])')) {
    expect(label, String(label.text)).toMatchObject({ inside: true, whole: true });
  }
});
