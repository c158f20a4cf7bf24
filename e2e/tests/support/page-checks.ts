import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page's remote region loaded: its h1 is there and no fallback is shown. */
export async function expectPageHeading(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Cette section est momentanément indisponible')).toHaveCount(0);
}

/** axe on the whole page: no serious or critical violation. */
export async function expectNoSeriousA11yViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
