// The one account a run against a deployment creates, and its removal.
import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';

export interface ThrowAwayAccount {
  name: string;
  email: string;
  password: string;
}

/** How the global setup hands the account to the worker that runs the journeys. */
const ENV_KEY = 'LETTRA_DEPLOYED_ACCOUNT';

/**
 * A new account for this run, on a reserved domain (example.com never receives mail), named so that
 * anyone reading the deployment's data sees what it is.
 */
export function createThrowAwayAccount(): ThrowAwayAccount {
  const account = { name: 'Recette Lettra', email: `recette.${randomUUID()}@example.com`, password: `Recette-${randomUUID()}` };
  process.env[ENV_KEY] = JSON.stringify(account);
  return account;
}

export function throwAwayAccount(): ThrowAwayAccount {
  const stored = process.env[ENV_KEY];
  if (!stored) throw new Error(`${ENV_KEY} manque : lancez la suite avec playwright.deployed.config.ts, dont la préparation crée le compte`);
  return JSON.parse(stored) as ThrowAwayAccount;
}

/**
 * Deletes the account through the api if it still exists (a journey failed before the deletion
 * journey, or that journey failed), and says so. Throws when it cannot tell: a run never ends
 * quietly with an account left behind.
 */
export async function removeThrowAwayAccount(baseURL: string, account: ThrowAwayAccount): Promise<void> {
  // The header the site's own api client sends on state-changing requests (CSRF check, docs/security.md).
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-requested-with': 'lettra' } });
  try {
    const login = await api.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    if (login.status() === 401) return; // deleted by the journey, or never created
    if (!login.ok()) throw new Error(`connexion HTTP ${login.status()}`);
    const deletion = await api.delete('/api/me', { data: { password: account.password } });
    if (!deletion.ok()) throw new Error(`suppression HTTP ${deletion.status()}`);
    console.log(`Compte jetable ${account.email} supprimé par le nettoyage de fin de suite.`);
  } catch (error) {
    throw new Error(`Le compte jetable ${account.email} est peut-être resté sur ${baseURL} : supprimez-le (${String(error)})`, { cause: error });
  } finally {
    await api.dispose();
  }
}
