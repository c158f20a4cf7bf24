import { expect, test } from '@playwright/test';
import { expectScreenLoaded } from '../support/page-checks.ts';

test('each of the eight examples opens and closes with the keyboard', async ({ page }) => {
  await page.goto('/examples');
  await expectScreenLoaded(page);
  const openers = page.getByRole('button', { name: /^Voir l’exemple complet : / });
  await expect(openers).toHaveCount(8);
  const opener = openers.first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Exemple : / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await openers.nth(7).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
