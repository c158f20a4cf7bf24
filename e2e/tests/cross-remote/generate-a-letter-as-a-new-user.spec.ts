import { expect, test } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { CV, fillGenerator, generate, scrollToLandingGenerator } from '../support/generator.ts';
import { signedUpOnDashboard, signUpThroughApi } from '../support/signed-in.ts';

test('each step refuses to go on without its text', async ({ page }) => {
  await page.goto('/');
  await scrollToLandingGenerator(page);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Contenu manquant')).toBeVisible();
  await expect(page.getByText('Veuillez ajouter le contenu de votre CV').first()).toBeVisible();
  await page.getByLabel('Votre CV').fill(CV);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText("Veuillez ajouter le contenu de l'offre d'emploi").first()).toBeVisible();
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByLabel('Votre CV')).toHaveValue(/Camille Martin/);
});

test('a visitor who generates is sent to log in, and finds the form filled on return', async ({ page, request }) => {
  // An account of theirs, made outside this browser: the visitor is signed out.
  const person = newPerson('Nora Haddad');
  await signUpThroughApi(request, person);
  await page.goto('/');

  await scrollToLandingGenerator(page);
  await fillGenerator(page);
  await page.getByRole('button', { name: 'Générer ma lettre' }).click();
  await expect(page.getByText('Connexion requise')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mot de passe').fill(person.password);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  // Back at the generator itself, not at the top of the landing page (docs/decisions.md).
  await expect(page).toHaveURL('/#generateur');
  await expect(page.locator('#generateur')).toBeInViewport();
  await scrollToLandingGenerator(page);
  // Clicking Suivant on the last step never generates by itself.
  await expect(page.getByRole('button', { name: 'Générer ma lettre' })).toBeVisible();
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByLabel("L'offre d'emploi")).toHaveValue(/Meditrack recrute/);
});

test('a new free user generates a letter: streamed, saved, locked preview with the premium rules', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedUpOnDashboard(page, newPerson('Camille Martin'));
  const dashboard = page.getByRole('region', { name: 'Générer une nouvelle lettre' }).or(page.getByRole('main'));
  await fillGenerator(dashboard);
  await generate(page);

  await expect(page.getByRole('heading', { name: 'Aperçu de votre lettre de motivation' })).toBeVisible();
  await expect(page.getByText(/Atelier|Full Stack/).first()).toBeVisible();
  // Locked: Télécharger greyed out, copy refused, no editor.
  await expect(page.getByRole('button', { name: 'Télécharger' })).toBeDisabled();
  await page.getByRole('button', { name: 'Copier' }).click();
  await expect(page.getByText('Fonctionnalité premium')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: "Débloquez l'accès complet" }).or(page.getByRole('button', { name: "Débloquez l'accès complet" })).first()).toBeVisible();

  // The letter is in the library.
  await page.goto('/my-letters');
  await expect(page.getByRole('main').getByText(/Full Stack/).first()).toBeVisible();
});
