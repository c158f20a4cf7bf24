import { expect, test, type Page } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { CV, fillGenerator, generate } from '../support/generator.ts';
import { expectNoSeriousA11yViolation } from '../support/page-checks.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';

// The whole journey on a phone: the sources sit under the letter, nothing scrolls sideways.
test.use({ viewport: { width: 375, height: 740 } });

// A <mark> has ARIA 1.3's role 'mark': Playwright finds it by that role, its types do not list it yet.
const MARK = 'mark' as Parameters<Page['getByRole']>[0];

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// Any line of the CV, as written there (its bullet aside): the sentence's source must be one of them.
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CV_LINE = new RegExp(
  `Ligne du CV\\s*(?:${CV.split('\n')
    .map((line) => line.trim().replace(/^[-•*·▪–—]\s*/u, ''))
    .filter((line) => line.length > 2)
    .map(escaped)
    .join('|')})`,
);

test("a premium user sees, on a sentence's keyboard focus, the CV line it rests on, on a phone, with no serious axe violation", async ({ page }) => {
  test.setTimeout(120_000);
  await signedUpOnDashboard(page, newPerson('Camille Martin'), { premium: true });
  await fillGenerator(page);
  await generate(page);

  const toggle = page.getByRole('button', { name: 'Pourquoi cette phrase ?' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Sur quoi repose chaque phrase' })).toBeVisible({ timeout: 30_000 });

  const sentences = page.getByRole('group', { name: 'Votre lettre, phrase par phrase' }).getByRole(MARK);
  await expect(sentences.first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(sentences.first()).toBeFocused();
  await expect(sentences.first()).toHaveAccessibleDescription(CV_LINE);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolation(page);
  // The component is @lettra/letter-ui's, bundled into the generator, not shared: its imports of
  // shared-ui (the query cache, the tabs, the toasts) reached the shell's one instance, not a copy.
  expect(await page.evaluate(() => (globalThis as { __LETTRA_SHARED_UI_EVALS__?: number }).__LETTRA_SHARED_UI_EVALS__)).toBe(1);
});
