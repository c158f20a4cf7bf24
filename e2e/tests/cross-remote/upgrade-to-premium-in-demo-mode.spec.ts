import { expect, test } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';

// No Stripe key on this api and no premium day: 'Passer au Premium' runs the spec's demo mode.
test('a free user upgrades in demo mode, gets premium, can cancel it and take the cancellation back', async ({ page }) => {
  await signedUpOnDashboard(page, newPerson('Hugo Lefèvre'));
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Tarifs' }).click();
  await page.getByRole('button', { name: 'Passer à Premium' }).first().click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Activez votre abonnement Premium' })).toBeVisible();
  await expect(page.getByText('5,99€/mois').first()).toBeVisible();

  await page.getByRole('button', { name: 'Passer au Premium' }).click();
  await expect(page.getByText('Mode démo activé')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('link', { name: "S'abonner Premium" })).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Cette action est irréversible.');
  await page.getByRole('button', { name: "Annuler l'abonnement" }).click();
  await expect(page.getByText('Abonnement annulé')).toBeVisible();
  await expect(page.getByText(/vous gardez Premium jusqu'au \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // Until the period ends, the cancellation can be taken back; the next payment is that same day.
  await page.getByRole('button', { name: 'Reprendre mon abonnement' }).click();
  await expect(page.getByText('Abonnement repris')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler', exact: true })).toBeVisible();
  await expect(page.getByText(/5,99€ le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // Still premium until the end of the period: checkout sends back to the dashboard.
  await page.goto('/checkout');
  await expect(page.getByText('Vous êtes déjà abonné Premium')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
});
