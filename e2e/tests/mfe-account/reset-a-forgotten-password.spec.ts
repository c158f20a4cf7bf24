import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { API_PORTS } from '../../servers/topology.ts';
import { logIn, newPerson } from '../support/accounts.ts';
import { signUpThroughApi } from '../support/signed-in.ts';

const outbox = new URL(`../../.e2e-data/${API_PORTS.site}/outbox/`, import.meta.url).pathname;

/** The reset link of the last e-mail written to the local outbox for `email`. */
async function resetLinkFor(email: string): Promise<string> {
  for (const file of (await readdir(outbox)).sort().reverse()) {
    const message = await readFile(join(outbox, file), 'utf8');
    if (!message.includes(`To: ${email}`)) continue;
    const link = message.match(/https?:\/\/\S+\/forgot-password\?token=[\w-]+/)?.[0];
    if (link) return link;
  }
  throw new Error(`aucun e-mail de réinitialisation pour ${email}`);
}

test('a user who forgot the password gets a link by e-mail and sets a new one', async ({ page, request }) => {
  const person = newPerson('Paul Girard');
  await signUpThroughApi(request, person);

  await page.goto('/login');
  await page.getByRole('link', { name: /Mot de passe oublié/ }).click();
  // The login page has an 'Email' field too: fill the one of the page the link leads to.
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('main').getByRole('button').click();
  await expect(page.getByText('Si un compte existe avec cette adresse')).toBeVisible();

  await expect.poll(() => resetLinkFor(person.email).catch(() => null)).not.toBeNull();
  const link = new URL(await resetLinkFor(person.email));
  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = 'Nouveau-Jardin-77';
  await page.getByLabel('Nouveau mot de passe').fill(newPassword);
  await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
  await page.getByRole('main').getByRole('button').click();
  await expect(page.getByRole('main').getByRole('link', { name: /connecter|connexion/i })).toBeVisible();

  await logIn(page, { email: person.email, password: newPassword });
});
