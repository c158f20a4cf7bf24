import { expect, test } from '@playwright/test';
import { expectScreenLoaded } from '../support/page-checks.ts';

test('the FAQ opens one answer at a time, and the support button confirms', async ({ page }) => {
  await page.goto('/faq');
  await expectScreenLoaded(page);
  for (const group of ['Général', 'Utilisation', 'Abonnements', 'Technique']) {
    await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  const first = page.getByRole('button', { name: 'Qu’est-ce que Lettra ?' });
  const second = page.getByRole('button', { name: 'Lettra est-il gratuit ?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Contacter le support' }).click();
  await expect(page.getByText('Message envoyé')).toBeVisible();
});
