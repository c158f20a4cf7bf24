import { expect, test } from '@playwright/test';
import { expectScreenLoaded } from '../support/page-checks.ts';

test('the blog filters by search and category, resets, and hides the featured blocks while filtering', async ({ page }) => {
  await page.goto('/blog');
  await expectScreenLoaded(page);
  await expect(page.getByRole('heading', { name: 'À la une' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Articles récents' })).toBeVisible();

  await page.getByLabel('Rechercher un article').fill('ATS');
  await expect(page.getByRole('heading', { name: 'À la une' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Optimiser sa candidature pour les logiciels ATS/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /parcours de Nadia/ })).toHaveCount(0);

  await page.getByLabel('Rechercher un article').fill('');
  await page.getByRole('tab', { name: 'Témoignages' }).click();
  await expect(page.getByRole('heading', { name: 'À la une' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /parcours de Nadia/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /logiciels ATS/ })).toHaveCount(0);

  await page.getByLabel('Rechercher un article').fill('zzz introuvable');
  await expect(page.getByText('Aucun article trouvé')).toBeVisible();
  await page.getByRole('button', { name: 'Réinitialiser la recherche' }).click();
  await expect(page.getByLabel('Rechercher un article')).toHaveValue('');
  await expect(page.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'À la une' })).toBeVisible();
});

test('an article loads, shows two similar articles, and an unknown id says so', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: /Structurer sa lettre/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Structurer sa lettre/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Partager/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Enregistrer/ })).toBeVisible();

  // The 500 ms 'Chargement...' state is checked on a fake clock in BlogArticlePage.test.tsx: here the
  // page may spend longer than that loading its scripts, and the state is gone before a first look.
  await page.goto('/blog/cet-article-nexiste-pas');
  await expect(page.getByRole('heading', { name: 'Article introuvable' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour au blog' }).click();
  await expect(page).toHaveURL('/blog');
});
