import { expect, test, type Page } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';
import { fillGenerator, generate } from '../support/generator.ts';

const words = (text: string) => text.split(/\s+/).filter((word) => word.length > 0).length;

/** The version on screen, as 'Copier' puts it in the clipboard. */
async function copiedLetter(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copier' }).click();
  await expect(page.getByText('Le texte a été copié dans le presse-papier').first()).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a premium user regenerates and shortens a letter, each a new version, and finds every version in my letters', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedUpOnDashboard(page, newPerson('Camille Martin'), { premium: true });
  await fillGenerator(page);
  await generate(page);
  const versions = page.getByRole('tablist', { name: 'Versions de la lettre' }).getByRole('tab');
  await expect(versions).toHaveCount(3);
  const first = await copiedLetter(page);

  await page.getByRole('button', { name: 'Régénérer' }).click();
  await expect(versions).toHaveCount(4, { timeout: 30_000 });
  await expect(versions.nth(3)).toHaveAttribute('aria-selected', 'true');
  const regenerated = await copiedLetter(page);
  expect(regenerated).not.toBe(first);

  await page.getByRole('button', { name: 'Plus court' }).click();
  await expect(versions).toHaveCount(5, { timeout: 30_000 });
  await expect(versions.nth(4)).toHaveAttribute('aria-selected', 'true');
  const shorter = await copiedLetter(page);
  expect(words(shorter)).toBeLessThan(words(regenerated));

  await page.goto('/my-letters');
  const letter = page.getByRole('article');
  const kept = letter.getByRole('tablist', { name: 'Versions de la lettre' }).getByRole('tab');
  await expect(kept).toHaveCount(5);
  await expect(kept.nth(4)).toHaveAttribute('aria-selected', 'true');
  await expect(letter.getByRole('region', { name: 'Correspondance ATS' })).toBeVisible();
  await expect(letter.getByRole('region', { name: 'Vérification des faits' })).toBeVisible();
  await kept.nth(3).click();
  await expect(kept.nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(letter.getByText(regenerated.split('\n').find((line) => words(line) > 30) ?? '')).toBeVisible();
});
