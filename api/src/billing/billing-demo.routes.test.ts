import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent, setupTestApp } from '../../test/helper.ts';
import { users } from '../db/schema.ts';

// No STRIPE_SECRET_KEY: demo mode (docs/product.md §8 'Mode démo activé'). A publishable key alone changes nothing.
const START = '2026-03-15T10:00:00.000Z';
const t = setupTestApp({ env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_sans_secret' } });

afterEach(() => t.clock.set(START));

async function userRow(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function signedUp() {
  const agent = createAgent(t.app);
  const account = await agent.signup();
  return { agent, account };
}

const checkout = (agent: ReturnType<typeof createAgent>) => agent.request({ method: 'POST', url: '/api/billing/checkout' });
const sessionUser = async (agent: ReturnType<typeof createAgent>) => (await agent.request({ url: '/api/auth/session' })).json().user;

describe('billing in demo mode', () => {
  it('says payments are simulated, and gives no key for Stripe.js to load', async () => {
    const response = await t.app.inject({ url: '/api/billing/config' });
    expect(response.json()).toEqual({ configured: false, demoMode: true, publishableKey: null, webhookConfigured: false });
  });

  it("grants a month of Premium at 'Passer au Premium'", async () => {
    const { agent, account } = await signedUp();
    const response = await checkout(agent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      demo: true,
      user: expect.objectContaining({
        id: account.id,
        isPremium: true,
        isSubscribed: true,
        subscription: { status: 'active', currentPeriodEnd: '2026-04-15T10:00:00.000Z', cancelAtPeriodEnd: false },
      }),
    });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: true, stripeSubscriptionId: null, stripeCustomerId: null });
    expect(await sessionUser(agent)).toMatchObject({ isPremium: true, isSubscribed: true });

    const again = await checkout(agent);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'AlreadySubscribedError', message: 'Vous êtes déjà abonné Premium' });
  });

  it('cancels locally: Premium until the period ends, then free, then Premium can be bought again', async () => {
    const { agent, account } = await signedUp();
    await checkout(agent);

    const response = await agent.request({ method: 'POST', url: '/api/billing/cancel' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      activeUntil: '2026-04-15T10:00:00.000Z',
      user: { isPremium: true, subscription: { cancelAtPeriodEnd: true } },
    });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: true });

    // Nothing will tell the api the period ended: the date alone does. (Sessions last 30 days at most:
    // the user signs in again on the last day.)
    t.clock.set('2026-04-14T23:00:00.000Z');
    expect((await agent.login(account.email, account.password)).statusCode).toBe(200);
    expect(await sessionUser(agent)).toMatchObject({ isPremium: true, isSubscribed: true });
    t.clock.set('2026-04-15T10:00:00.001Z');
    expect(await sessionUser(agent)).toMatchObject({ isPremium: false, isSubscribed: false });
    expect((await checkout(agent)).json().user).toMatchObject({
      isPremium: true,
      subscription: { currentPeriodEnd: '2026-05-15T10:00:00.001Z', cancelAtPeriodEnd: false },
    });
  });

  it('ends demo Premium after its month, as a real period would, without any cancellation', async () => {
    const { agent, account } = await signedUp();
    await checkout(agent);
    t.clock.set('2026-04-14T23:00:00.000Z');
    expect((await agent.login(account.email, account.password)).statusCode).toBe(200);
    expect(await sessionUser(agent)).toMatchObject({ isPremium: true, isSubscribed: true });
    t.clock.set('2026-04-15T10:00:00.000Z');
    expect(await sessionUser(agent)).toMatchObject({ isPremium: false, isSubscribed: false });
  });

  it('takes a cancellation back before the period ends, and again not after it', async () => {
    const { agent, account } = await signedUp();
    await checkout(agent);
    await agent.request({ method: 'POST', url: '/api/billing/cancel' });

    const resumed = await agent.request({ method: 'POST', url: '/api/billing/resume' });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().user).toMatchObject({
      isPremium: true,
      subscription: { currentPeriodEnd: '2026-04-15T10:00:00.000Z', cancelAtPeriodEnd: false },
    });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: false });
    expect((await agent.request({ url: '/api/billing/details' })).json().nextPaymentDate).toBe('2026-04-15T10:00:00.000Z');

    t.clock.set('2026-04-15T10:00:00.001Z');
    expect((await agent.login(account.email, account.password)).statusCode).toBe(200);
    const late = await agent.request({ method: 'POST', url: '/api/billing/resume' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'NoSubscriptionError', message: 'Aucun abonnement Premium n’est associé à votre compte.' });
  });

  it('shows demo billing details: the next payment on the period end the server keeps, no card', async () => {
    const { agent } = await signedUp();
    await checkout(agent);
    const response = await agent.request({ url: '/api/billing/details' });
    expect(response.json()).toEqual({
      mode: 'demo',
      nextPaymentDate: '2026-04-15T10:00:00.000Z',
      cardBrand: null,
      cardLast4: null,
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it.each([
    { method: 'POST', url: '/api/billing/portal', status: 503, code: 'BillingNotConfiguredError' },
    { method: 'GET', url: '/api/billing/checkout/cs_test_1', status: 404, code: 'CheckoutSessionNotFoundError' },
  ] as const)('answers $method $url with $code', async ({ method, url, status, code }) => {
    const { agent } = await signedUp();
    const response = await agent.request({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('refuses webhooks: there is no Stripe account to send them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1","type":"customer.subscription.deleted"}',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'BillingNotConfiguredError',
      message: 'Les paiements Stripe ne sont pas configurés sur ce serveur (mode démo).',
    });
  });
});

describe('billing in production without Stripe', () => {
  const production = setupTestApp({ env: { NODE_ENV: 'production' } });

  it('says neither Stripe nor demo payments are on', async () => {
    const response = await production.app.inject({ url: '/api/billing/config' });
    expect(response.json()).toEqual({ configured: false, demoMode: false, publishableKey: null, webhookConfigured: false });
  });

  it('refuses checkout with a French message, and grants nothing', async () => {
    const agent = createAgent(production.app);
    const account = await agent.signup();
    const response = await agent.request({ method: 'POST', url: '/api/billing/checkout' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'PaymentsDisabledError',
      title: 'Paiement indisponible',
      message: 'Le paiement en ligne n’est pas encore ouvert sur ce site : aucun abonnement ne peut être souscrit pour le moment.',
    });
    const [row] = await production.app.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ isSubscribed: false, subscriptionStatus: null, currentPeriodEnd: null });
  });
});
