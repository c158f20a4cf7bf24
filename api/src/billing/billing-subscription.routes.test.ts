import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { setupStripeTestApp } from '../../test/fake-stripe.ts';
import { createAgent, subscribe } from '../../test/helper.ts';
import { users } from '../db/schema.ts';

const START = '2026-03-15T10:00:00.000Z';
// Five days, not a month: the session's 7-day idle timeout would sign the test user out first.
const PERIOD_END = '2026-03-20T10:00:00.000Z';

const { t, stripe } = setupStripeTestApp();

// Some tests move the clock past a period's end; every test starts from the same moment.
afterEach(() => t.clock.set(START));

async function userRow(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** A Stripe subscriber, as after a verified return from Checkout. */
async function subscriber() {
  const agent = createAgent(t.app);
  const account = await agent.signup();
  const { url } = (await agent.request({ method: 'POST', url: '/api/billing/checkout' })).json();
  const sessionId = url.split('/').at(-1) as string;
  const subscriptionId = stripe.payCheckout(sessionId, { periodEnd: new Date(PERIOD_END) }).id as string;
  expect((await agent.request({ url: `/api/billing/checkout/${sessionId}` })).json().status).toBe('paid');
  return { agent, account, subscriptionId };
}

const cancel = (agent: ReturnType<typeof createAgent>) => agent.request({ method: 'POST', url: '/api/billing/cancel' });
const sessionUser = async (agent: ReturnType<typeof createAgent>) => (await agent.request({ url: '/api/auth/session' })).json().user;

describe('POST /api/billing/cancel', () => {
  it('asks Stripe to end the subscription with its period, and keeps Premium until then', async () => {
    const { agent, account, subscriptionId } = await subscriber();

    const response = await cancel(agent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      activeUntil: PERIOD_END,
      user: expect.objectContaining({
        isPremium: true,
        isSubscribed: true,
        subscription: { status: 'active', currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: true },
      }),
    });
    const [update] = stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(update!.params).toMatchObject({ cancel_at_period_end: 'true' });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: true });

    // The day before the end, still Premium; once the paid period is over, free, even before Stripe's webhook.
    t.clock.set('2026-03-19T10:00:00.000Z');
    expect(await sessionUser(agent)).toMatchObject({ isPremium: true, isSubscribed: true });
    t.clock.set('2026-03-20T10:00:01.000Z');
    expect(await sessionUser(agent)).toMatchObject({ isPremium: false, isSubscribed: false });
  });

  it('takes the cancellation back at Stripe while the period runs (Reprendre mon abonnement)', async () => {
    const { agent, account, subscriptionId } = await subscriber();
    await cancel(agent);

    const response = await agent.request({ method: 'POST', url: '/api/billing/resume' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      isPremium: true,
      subscription: { status: 'active', currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: false },
    });
    const updates = stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(updates.at(-1)!.params).toMatchObject({ cancel_at_period_end: 'false' });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: false });
    expect((await agent.request({ url: '/api/billing/details' })).json()).toMatchObject({ nextPaymentDate: PERIOD_END, cancelAtPeriodEnd: false });
  });

  it('is free after Stripe says the subscription ended', async () => {
    const { agent, account, subscriptionId } = await subscriber();
    await cancel(agent);
    t.clock.set('2026-03-20T10:00:05.000Z');
    stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    const delivery = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId)!);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      payload: delivery.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: false, subscriptionStatus: 'canceled' });
  });

  it('answers the same when asked twice, without asking Stripe again', async () => {
    const { agent, subscriptionId } = await subscriber();
    await cancel(agent);
    const again = await cancel(agent);
    expect(again.statusCode).toBe(200);
    expect(again.json().activeUntil).toBe(PERIOD_END);
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
  });

  it('refuses a user who has no subscription', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const response = await cancel(agent);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'NoSubscriptionError', message: 'Aucun abonnement Premium n’est associé à votre compte.' });
  });

  it('keeps the subscription when Stripe refuses the change', async () => {
    const { agent, account } = await subscriber();
    stripe.failNext({ method: 'POST', path: /^\/v1\/subscriptions\//, status: 500, error: { type: 'api_error', message: 'boom' } });
    const response = await cancel(agent);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'BillingProviderError', title: 'Erreur' });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: false });
  });

  it('does not carry a demo subscription over once Stripe is configured: free, nothing to cancel, checkout at Stripe', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    await subscribe(t.app, account.id);
    expect(await sessionUser(agent)).toMatchObject({ isPremium: false, isSubscribed: false });

    const before = stripe.requests.length;
    const response = await cancel(agent);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NoSubscriptionError');
    expect(stripe.requests).toHaveLength(before);

    const checkout = await agent.request({ method: 'POST', url: '/api/billing/checkout' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });
});

describe('POST /api/billing/portal', () => {
  it("opens Stripe's Customer Portal for the subscriber's customer, back to /settings", async () => {
    const { agent, account } = await subscriber();
    const response = await agent.request({ method: 'POST', url: '/api/billing/portal' });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const [created] = stripe.requestsTo('POST', '/v1/billing_portal/sessions').slice(-1);
    expect(created!.params).toEqual({
      customer: (await userRow(account.id)).stripeCustomerId,
      return_url: 'https://lettra.test/settings',
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a user Stripe does not know', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const response = await agent.request({ method: 'POST', url: '/api/billing/portal' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NoSubscriptionError');
  });
});

describe('GET /api/billing/details', () => {
  it("reads the next payment and the card from Stripe's subscription", async () => {
    const { agent, subscriptionId } = await subscriber();
    const response = await agent.request({ url: '/api/billing/details' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mode: 'stripe',
      nextPaymentDate: PERIOD_END,
      cardBrand: 'visa',
      cardLast4: '4242',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    const [retrieved] = stripe.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`);
    expect(retrieved!.params.expand).toEqual(['default_payment_method']);
  });

  it('has no next payment once cancelled', async () => {
    const { agent } = await subscriber();
    await cancel(agent);
    const response = await agent.request({ url: '/api/billing/details' });
    expect(response.json()).toMatchObject({ mode: 'stripe', nextPaymentDate: null, cancelAtPeriodEnd: true, cardLast4: '4242' });
  });

  it('says past_due when a renewal failed', async () => {
    const { agent, subscriptionId } = await subscriber();
    stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    const response = await agent.request({ url: '/api/billing/details' });
    expect(response.json()).toMatchObject({ mode: 'stripe', status: 'past_due', nextPaymentDate: PERIOD_END });
  });

  it('has nothing to say about a free user', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const before = stripe.requests.length;
    const response = await agent.request({ url: '/api/billing/details' });
    expect(response.json()).toEqual({
      mode: 'stripe',
      nextPaymentDate: null,
      cardBrand: null,
      cardLast4: null,
      status: null,
      cancelAtPeriodEnd: false,
    });
    expect(stripe.requests).toHaveLength(before);
  });

  it('asks for a session on every personal billing route', async () => {
    for (const [method, url] of [
      ['POST', '/api/billing/cancel'],
      ['POST', '/api/billing/portal'],
      ['GET', '/api/billing/details'],
    ] as const) {
      const response = await createAgent(t.app).request({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
