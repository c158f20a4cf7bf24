import { expect, test } from '@playwright/test';
import { expectScreenLoaded } from '../support/page-checks.ts';
import { positionsAcrossTakeover } from '../support/takeover.ts';

const HERO = 'Une lettre de motivation sur mesure, prête en quelques secondes';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its heading and text inside the navigation and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByText('Collez votre CV et l’offre d’emploi', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Tarifs' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Informations légales' })).toBeVisible();
  });

  test('the pricing page shows both plans and their prices', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Des tarifs simples et transparents' })).toBeVisible();
    await expect(page.getByText('5,99', { exact: false }).first()).toBeVisible();
  });

  test('an article shows its text, and the blog list leads to it', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Le blog Lettra' })).toBeVisible();
    await page.getByRole('link', { name: /Structurer sa lettre/ }).first().click();
    await expect(page).toHaveURL('/blog/structurer-sa-lettre-methode-vous-moi-nous');
    await expect(page.getByRole('heading', { level: 1, name: /Structurer sa lettre/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pourquoi cette structure fonctionne' })).toBeVisible();
    await expect(page.getByText('Par Sophie Lambert')).toBeVisible();
  });

  test('the FAQ and a legal page show their text', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Qu’est-ce que Lettra ?' })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Qui sommes-nous ?' })).toBeVisible();
  });
});

declare global {
  interface Window {
    lettraLayoutShift: number;
  }
}

test('with JavaScript, the landing page does not move while its code arrives and then answers', async ({ page }) => {
  await page.addInitScript(() => {
    window.lettraLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.lettraLayoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expectScreenLoaded(page);
  // Two frames after the screen replaced the server's page: any shift it caused has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.lettraLayoutShift)).toBeLessThanOrEqual(0.05);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
});

test('with JavaScript, the heading and the footer stay where the server drew them when the screens take over', async ({ page }) => {
  for (const [path, remote] of [
    ['/', 'mfe_marketing'],
    ['/pricing', 'mfe_marketing'],
    ['/blog/structurer-sa-lettre-methode-vous-moi-nous', 'mfe_blog'],
  ] as const) {
    const { drawnByServer, live } = await positionsAcrossTakeover(page, path, remote);
    expect(live, path).toEqual(drawnByServer);
    await page.unrouteAll();
  }
});
