import { expect, test } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';
import { positionsAcrossTakeover } from '../support/takeover.ts';

// The shell waits 1.5 s after the first load before the notice (usePremiumNotice): moving the
// page's clock past that shows whether it comes, without waiting on the wall clock.
const PAST_NOTICE_DELAY_MS = 2000;

// This project's api runs with PREMIUM_DAY=rolling: everyone is premium until 23:59 today.
test('the landing page announces the premium day with its end time, and the notice shows once', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Journée spéciale Premium' });
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Journée spéciale Premium !' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('23h59');
  await page.clock.runFor(PAST_NOTICE_DELAY_MS);
  await expect(page.getByText('Journée spéciale Premium !').last()).toBeVisible();
  await expect(notice).toBeVisible();

  await page.reload();
  await expect(banner).toBeVisible();
  await page.clock.runFor(PAST_NOTICE_DELAY_MS);
  await expect(notice).toHaveCount(0);
});

test('a free user has premium features on the premium day, with the banner on the dashboard', async ({ page }) => {
  await signedUpOnDashboard(page, newPerson('Chloé Petit'));
  await expect(page.getByRole('region', { name: 'Journée spéciale Premium' })).toContainText('23h59');
});

test('the landing page arrives with its banner: nothing moves when its screen takes over', async ({ page }) => {
  const { drawnByServer, live } = await positionsAcrossTakeover(page, '/', 'mfe_marketing');
  expect(live).toEqual(drawnByServer);
  await expect(page.getByRole('region', { name: 'Journée spéciale Premium' })).toContainText('23h59');
});
