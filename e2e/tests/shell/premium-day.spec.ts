import { expect, test } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { expectScreenLoaded } from '../support/page-checks.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';
import { positionsAcrossTakeover } from '../support/takeover.ts';

// The shell waits 1.5 s after it starts before the notice (usePremiumNotice): moving the page's clock
// past that shows whether it comes, without waiting on the wall clock. A public page asked for without
// a session starts the shell on the visitor's first intent, but at once while the notice is due
// (docs/public-pages.md 'First load').
const PAST_NOTICE_DELAY_MS = 2000;

// This project's api runs with PREMIUM_DAY=rolling: everyone is premium until 23:59 today.
test('the landing page announces the premium day with its end time, and the notice shows once', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Journée spéciale Premium' });
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Journée spéciale Premium !' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('23h59');
  // No intent shown: the notice is due, so the shell has started and its screen replaced the server's.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.clock.runFor(PAST_NOTICE_DELAY_MS);
  await expect(page.getByText('Journée spéciale Premium !').last()).toBeVisible();
  await expect(notice).toBeVisible();

  // Shown once: the next load waits for an intent like any other (the starter is its only script
  // until then), and the shell it starts stays silent.
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.reload({ waitUntil: 'networkidle' });
  await expect(banner).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start-on-intent-[\w-]+\.js$/)]);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await expectScreenLoaded(page);
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
