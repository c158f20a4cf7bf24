import { expect, test } from '@playwright/test';
import { logIn, logOut, newPerson, signUp } from '../support/accounts.ts';
import { signUpThroughApi } from '../support/signed-in.ts';

test('a new user signs up, opens the mailed link, lands on the dashboard, logs out and logs back in', async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await expect(page.getByText('Inscription réussie')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon Compte' }).first()).toBeVisible();

  // The session survives a reload: it lives on the server, not in the browser.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${person.name}!` })).toBeVisible();

  await logOut(page);
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  await logIn(page, person);
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${person.name}!` })).toBeVisible();
});

test('a wrong password is refused with the spec message', async ({ page, request }) => {
  const person = newPerson();
  await signUpThroughApi(request, person);
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Erreur de connexion')).toBeVisible();
  await expect(page.getByText('Email ou mot de passe invalide')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('signing up again with an address that has an account gives the same answer as a new address', async ({ page, request }) => {
  const person = newPerson();
  await signUpThroughApi(request, person);
  await page.goto('/signup');
  await page.getByLabel('Nom complet').fill('Quelqu’un d’autre');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mot de passe').fill('Une-autre-phrase-2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('main').getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByRole('status')).toHaveText('Vérifiez votre boîte mail : nous y envoyons le lien qui active votre compte, valable 24 heures.');
  await expect(page.getByText('Un compte existe déjà')).toHaveCount(0);
  // The owner's account is untouched.
  await logIn(page, person);
});

test('the signup button waits for the terms to be accepted', async ({ page }) => {
  await page.goto('/signup');
  const submit = page.getByRole('main').getByRole('button', { name: "S'inscrire" });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await expect(page.getByText('Minimum 8 caractères')).toBeVisible();
});

test('account pages send a visitor to the login page', async ({ page }) => {
  for (const path of ['/dashboard', '/settings', '/my-letters']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
});
