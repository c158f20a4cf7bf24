import { expect, test, type Locator } from '@playwright/test';
import { expectScreenLoaded } from '../support/page-checks.ts';

test.use({ viewport: { width: 375, height: 740 } });

/** Each entry's box on the screen, in the menu's order. */
const boxes = (entries: Locator) =>
  entries.evaluateAll((elements) =>
    elements.map((element) => {
      const { top, bottom, height } = element.getBoundingClientRect();
      return { top, bottom, height };
    }),
  );

test('the phone menu closes on Escape and on a tap outside, and its entries are tap targets of their own', async ({ page }) => {
  await page.goto('/pricing');
  // The server's HTML draws the bar too: its button answers once the page is live.
  await expectScreenLoaded(page);
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  const menu = page.locator('#menu-mobile');

  await toggle.click();
  const entries = menu.locator('a, button');
  await expect(entries.first()).toBeVisible();
  const drawn = await boxes(entries);
  // 44 px high at least (WCAG 2.5.5's target size), and none reaching into the next one.
  for (const box of drawn) expect(box.height).toBeGreaterThanOrEqual(44);
  for (const [index, box] of drawn.slice(1).entries()) expect(box.top).toBeGreaterThanOrEqual(drawn[index]!.bottom);

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();

  await toggle.click();
  await expect(menu).toBeVisible();
  // A tap at the bottom of the screen, below the open menu.
  await page.mouse.click(187, 700);
  await expect(menu).toHaveCount(0);
});
