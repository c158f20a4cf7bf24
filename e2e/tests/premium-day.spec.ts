import { expect, test } from '@playwright/test';
import { newPerson, signUp } from './support/accounts.ts';

// This project's api runs with PREMIUM_DAY=rolling: everyone is premium until 23:59 today.
test('the landing page announces the premium day with its end time, and the notice shows once', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Journée spéciale Premium' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('23h59');
  await expect(page.getByText('Journée spéciale Premium !').last()).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Journée spéciale Premium !' })).toBeVisible();

  await page.reload();
  await expect(banner).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Journée spéciale Premium !' })).toHaveCount(0);
});

test('a free user has premium features on the premium day, with the banner on the dashboard', async ({ page }) => {
  await signUp(page, newPerson('Chloé Petit'));
  await expect(page.getByRole('region', { name: 'Journée spéciale Premium' })).toContainText('23h59');
});
