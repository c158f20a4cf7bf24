import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  // The account is created by the mailed link (docs/security.md 'Sign-up by e-mail link'): the api
  // under test writes its mail to its outbox, which the suite reads as a person reads their mail.
  await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible();
  const port = new URL(page.url()).port;
  await expect.poll(() => signupLinkFor(port, person.email).catch(() => null)).not.toBeNull();
  const link = new URL(await signupLinkFor(port, person.email));
  // Opened as from a mail reader: a page load of its own, not a move within the sign-up page.
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  await page.getByLabel('Mot de passe').fill(person.password);
  await page.getByRole('main').getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${person.name}!` })).toBeVisible();
}

/** The sign-up link of the last e-mail the api on `port` wrote to its local outbox for `email`. */
export async function signupLinkFor(port: string, email: string): Promise<string> {
  const outbox = new URL(`../../.e2e-data/${port}/outbox/`, import.meta.url).pathname;
  for (const file of (await readdir(outbox)).sort().reverse()) {
    const message = await readFile(join(outbox, file), 'utf8');
    if (!message.includes(`To: ${email}`)) continue;
    const link = message.match(/https?:\/\/\S+\/signup#token=[\w-]+/)?.[0];
    if (link) return link;
  }
  throw new Error(`aucun e-mail d'inscription pour ${email}`);
}

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByText('Vous avez été déconnecté avec succès')).toBeVisible();
  await expect(page).toHaveURL('/');
}
