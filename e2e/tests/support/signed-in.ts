import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signupLinkFor } from './accounts.ts';

// A journey that tests something else than signing up or in starts signed in through the api, as the
// sign-up form, the mailed link and the login form would leave it: the same requests, without the
// three page loads each of those costs the browser (docs/ci.md 'Where CI's time goes').
// `page.request` shares the page's cookies, so the session it opens is the page's.

type Person = { name: string; email: string; password: string };

/** What the api's CSRF check asks of every state-changing request (the api client sends it). */
const HEADERS = { 'x-requested-with': 'lettra' };

/** The port of the api this project's journeys run against: its outbox is `.e2e-data/<port>/outbox`. */
function apiPort(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('le projet Playwright ne nomme pas de baseURL');
  return new URL(baseURL).port;
}

/** Signs `person` up and opens the mailed link's confirmation: `api` holds the new account's session. */
export async function signUpThroughApi(api: APIRequestContext, person: Person) {
  const asked = await api.post('/api/auth/signup', {
    headers: HEADERS,
    data: { name: person.name, email: person.email, password: person.password, acceptTerms: true },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const port = apiPort();
  await expect.poll(() => signupLinkFor(port, person.email).catch(() => null)).not.toBeNull();
  const token = new URL(await signupLinkFor(port, person.email)).hash.replace(/^#token=/, '');
  const confirmed = await api.post('/api/auth/signup/confirm', { headers: HEADERS, data: { token, password: person.password } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
}

/** 'Passer au Premium' on an api with no Stripe key: the demo mode makes the signed-in user premium at once. */
export async function upgradeThroughApi(api: APIRequestContext) {
  const checkout = await api.post('/api/billing/checkout', { headers: HEADERS });
  expect(checkout.status(), await checkout.text()).toBe(200);
  expect(await checkout.json()).toMatchObject({ demo: true });
}

export async function logInThroughApi(api: APIRequestContext, account: { email: string; password: string }) {
  const answer = await api.post('/api/auth/login', { headers: HEADERS, data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Where `signUp` leaves a journey, premium when asked: signed in, on the dashboard, welcomed by name. */
export async function signedUpOnDashboard(page: Page, person: Person, { premium = false }: { premium?: boolean } = {}) {
  await signUpThroughApi(page.request, person);
  if (premium) await upgradeThroughApi(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${person.name}!` })).toBeVisible();
}
