import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What a visitor does before using a page: the pointer moves over it. A pre-rendered public page served
 * without a session starts the shell then (docs/public-pages.md 'First load'); two moves, so that at
 * least one goes somewhere new.
 */
export async function showIntent(page: Page) {
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
}

/**
 * The visitor shows an intent, and the remote's screen replaces the page the server drew
 * (docs/public-pages.md 'Pre-rendered pages'): from here on its buttons and fields answer.
 */
export async function expectScreenLoaded(page: Page) {
  await showIntent(page);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}

/** The page's remote region loaded: its h1 is there, its screen is live and no fallback is shown. */
export async function expectPageHeading(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectScreenLoaded(page);
  await expect(page.getByText('Cette section est momentanément indisponible')).toHaveCount(0);
}

/** axe on the whole page: no serious or critical violation. */
export async function expectNoSeriousA11yViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
