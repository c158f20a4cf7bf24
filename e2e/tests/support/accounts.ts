import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Demo accounts seeded on first start (README). */
export const DEMO_PREMIUM = { email: 'camille.martin@lettra.demo', password: 'Demo-Premium-2026', name: 'Camille Martin' };
export const DEMO_FREE = { email: 'lucas.bernard@lettra.demo', password: 'Demo-Gratuit-2026', name: 'Lucas Bernard' };

/** A person who has never used Lettra, with a unique e-mail per test. */
export function newPerson(name = 'Inès Moreau') {
  return { name, email: `ines.${randomUUID().slice(0, 8)}@exemple.fr`, password: 'Tournesol-Bleu-42' };
}

export async function signUp(page: Page, person: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Nom complet').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mot de passe').fill(person.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('main').getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${person.name}!` })).toBeVisible();
}

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** 'Passer au Premium' on an api with no Stripe key runs the spec's demo mode: premium at once. */
export async function upgradeInDemoMode(page: Page) {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Passer au Premium' }).click();
  await expect(page.getByText('Mode démo activé')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
}

export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByText('Vous avez été déconnecté avec succès')).toBeVisible();
  await expect(page).toHaveURL('/');
}
