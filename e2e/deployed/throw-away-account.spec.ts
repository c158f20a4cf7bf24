import { expect, test } from '@playwright/test';
import { signUp } from '../tests/support/accounts.ts';
import { fillGenerator, generate } from '../tests/support/generator.ts';
import { throwAwayAccount } from './throw-away-account.ts';

// One account from sign-up to deletion, in order: the deployment's limits allow a few sign-ups and
// generations an hour, so every journey after the sign-up reuses its session. If a journey fails,
// the rest are skipped and the global setup's teardown deletes the account through the api.
test.describe.configure({ mode: 'serial' });

const session = new URL('../deployed-results/throw-away-session.json', import.meta.url).pathname;
const RENAMED = 'Recette Lettra (renommée)';

test('a visitor signs up and lands on the dashboard', async ({ page }) => {
  await signUp(page, throwAwayAccount());
  await page.context().storageState({ path: session });
});

test.describe('the new account', () => {
  test.use({ storageState: session });

  test('generates a letter, shown as its plan allows', async ({ page }) => {
    await page.goto('/dashboard');
    await fillGenerator(page.getByRole('region', { name: 'Générer une nouvelle lettre' }));
    await generate(page);
    await expect(page.getByRole('heading', { name: 'Aperçu de votre lettre de motivation' })).toBeVisible();

    // A new account is free, unless the deployment runs the premium day (docs/product.md §1): the
    // api says which, and the screen must agree.
    const { user } = (await (await page.request.get('/api/auth/session')).json()) as { user: { isPremium: boolean } };
    if (user.isPremium) {
      await expect(page.getByRole('button', { name: 'Télécharger' })).toBeEnabled();
    } else {
      await expect(page.getByRole('button', { name: 'Télécharger' })).toBeDisabled();
      await expect(page.getByRole('link', { name: "Débloquez l'accès complet" }).or(page.getByRole('button', { name: "Débloquez l'accès complet" })).first()).toBeVisible();
    }
  });

  test('finds the letter in my letters and marks it sent', async ({ page }) => {
    await page.goto('/my-letters');
    const filter = page.getByRole('group', { name: 'Statut de candidature' });
    await expect(filter.getByRole('radio', { name: 'À envoyer (1)' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { level: 2, name: /Meditrack/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Statut de la candidature' }).selectOption({ label: 'Envoyée' });
    await expect(page.getByText('Statut : Envoyée')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Statut de candidature' }).getByRole('radio', { name: 'Envoyée (1)' })).toBeVisible();
  });

  test('changes its name in the settings, and the dashboard greets the new one', async ({ page }) => {
    await page.goto('/settings');
    const profile = page.getByRole('region', { name: 'Profil' });
    await profile.getByLabel('Nom complet').fill(RENAMED);
    await profile.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Profil mis à jour')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${RENAMED}!` })).toBeVisible();
  });

  test('deletes itself from the settings, and can no longer log in', async ({ page }) => {
    const account = throwAwayAccount();
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await dialog.getByLabel('Mot de passe').fill(account.password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText('Compte supprimé')).toBeVisible();
    await expect(page).toHaveURL('/');

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe').fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Email ou mot de passe invalide')).toBeVisible();
  });
});
