import { expect, test } from '@playwright/test';
import { DEMO_FREE, DEMO_PREMIUM } from '../support/accounts.ts';
import { logInThroughApi } from '../support/signed-in.ts';

// The premium demo account's letters change during this journey: one test, in order.
test('a premium user searches, filters, stars, edits, renames and deletes letters, and a reload keeps it all', async ({ page }) => {
  await logInThroughApi(page.request, DEMO_PREMIUM);
  await page.goto('/my-letters');
  const list = page.getByRole('main');
  await expect(list.getByText('Atelier Numérique').first()).toBeVisible();

  await page.getByLabel('Rechercher une lettre').fill('horizon');
  await expect(list.getByText('Banque Horizon').first()).toBeVisible();
  await expect(list.getByText('Maison Verdier')).toHaveCount(0);
  await page.getByLabel('Rechercher une lettre').fill('aucune-lettre-ne-porte-ce-nom');
  await expect(list.getByText('Aucune lettre trouvée')).toBeVisible();
  await page.getByLabel('Rechercher une lettre').fill('');

  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(list.getByText('Maison Verdier')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Toutes' }).click();
  const star = page.getByRole('button', { name: /Ajouter aux favoris : Cheffe de projet digital/ });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await list.getByText('Banque Horizon').first().click();
  await page.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByPlaceholder('Écrivez votre lettre de motivation ici...');
  await editor.fill('Madame, Monsieur,\nVersion revue de ma lettre pour Banque Horizon.\nCordialement,');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications enregistrées')).toBeVisible();
  await page.getByRole('button', { name: 'Renommer' }).click();
  const title = page.getByRole('textbox', { name: 'Titre de la lettre' });
  await title.fill('');
  await title.press('Enter');
  await expect(page.getByText('Le titre ne peut pas être vide.')).toBeVisible();
  await title.fill('Product Owner – Banque Horizon (revue)');
  await title.press('Enter');
  await expect(page.getByText('Lettre renommée')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(list.getByText('Maison Verdier').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Toutes' }).click();
  await list.getByText('Banque Horizon').first().click();
  await expect(list.getByText('Version revue de ma lettre pour Banque Horizon.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Product Owner – Banque Horizon (revue)' })).toBeVisible();

  await page.getByRole('button', { name: /Supprimer : Product Owner/ }).click();
  await expect(page.getByText('Cette action est irréversible.')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: /Supprimer|Confirmer/ }).click();
  await expect(page.getByText('Lettre supprimée')).toBeVisible();
  await page.reload();
  await expect(list.getByText('Atelier Numérique').first()).toBeVisible();
  await expect(list.getByText('Banque Horizon')).toHaveCount(0);
});

test('a free user sees locked previews: copy is refused with the premium message', async ({ page }) => {
  await logInThroughApi(page.request, DEMO_FREE);
  await page.goto('/my-letters');
  await expect(page.getByRole('main').getByText('Agence Lumen').first()).toBeVisible();
  await page.getByRole('button', { name: 'Copier' }).click();
  await expect(page.getByText('Fonctionnalité premium')).toBeVisible();
  await expect(page.getByText('Passez à l\'abonnement Premium pour télécharger et copier vos lettres')).toBeVisible();
});
