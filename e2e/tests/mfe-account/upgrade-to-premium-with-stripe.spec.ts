import { expect, test } from '@playwright/test';
import { FAKE_STRIPE } from '../../servers/topology.ts';
import { newPerson } from '../support/accounts.ts';
import { signUpThroughApi } from '../support/signed-in.ts';

// This api has Stripe configured, pointed at a local stub of Stripe's API.
test('checkout redirects to the session Stripe created, and the verified return activates premium', async ({ page, request }) => {
  await signUpThroughApi(page.request, newPerson('Sarah Benali'));
  // Stripe's hosted page is outside this machine's reach: stand in for it.
  await page.route('https://checkout.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="fr"><title>Stripe</title><h1>Paiement Stripe</h1></html>' }),
  );
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Passer au Premium' }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+/);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;

  // A typed-in session id changes nothing.
  await page.goto(`/dashboard?session_id=${sessionId}`);
  await expect(page.getByText('Paiement réussi !')).toHaveCount(0);

  // The customer pays on Stripe's page; Stripe sends them back with the session id.
  expect((await request.post(`http://127.0.0.1:${FAKE_STRIPE.controlPort}/pay/${sessionId}`)).status()).toBe(204);
  await page.goto(`/dashboard?session_id=${sessionId}`);
  await expect(page.getByText('Paiement réussi !')).toBeVisible();
  await expect(page.getByText('Votre abonnement Premium est maintenant actif.')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();

  // Cancelled at Stripe at the period's end, then taken back before it: Stripe's subscription is updated both times.
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await page.getByRole('button', { name: "Annuler l'abonnement" }).click();
  await expect(page.getByText('Abonnement annulé')).toBeVisible();
  await expect(page.getByText(/vous gardez Premium jusqu'au \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await page.getByRole('button', { name: 'Reprendre mon abonnement' }).click();
  await expect(page.getByText('Abonnement repris')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler', exact: true })).toBeVisible();
  await expect(page.getByText(/5,99€ le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
});
