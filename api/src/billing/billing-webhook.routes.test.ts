import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupStripeTestApp } from '../../test/fake-stripe.ts';
import { createAgent } from '../../test/helper.ts';
import { stripeEvents, users } from '../db/schema.ts';

const { t, stripe } = setupStripeTestApp();

const PERIOD_END = new Date('2026-04-15T10:00:00Z');
const SECOND = 1000;

async function userRow(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function recordedEvent(id: string) {
  const [row] = await t.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return row ?? null;
}

/** A user who paid on Stripe's page; the app has heard nothing yet. */
async function paidAtStripe() {
  const agent = createAgent(t.app);
  const account = await agent.signup();
  const { url } = (await agent.request({ method: 'POST', url: '/api/billing/checkout' })).json();
  const sessionId = url.split('/').at(-1) as string;
  const subscription = stripe.payCheckout(sessionId, { periodEnd: PERIOD_END });
  return { agent, account, sessionId, subscriptionId: subscription.id as string };
}

function deliver(delivery: { payload: string; signature?: string }, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
      ...headers,
    },
    payload: delivery.payload,
  });
}

const invoiceFor = (subscriptionId: string, userId: string, customer: unknown) => ({
  id: `in_${subscriptionId}`,
  object: 'invoice',
  customer,
  status: 'open',
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { userId } } },
});

async function sessionUser(agent: ReturnType<typeof createAgent>) {
  return (await agent.request({ url: '/api/auth/session' })).json().user;
}

describe('POST /api/billing/webhook', () => {
  it('activates Premium on checkout.session.completed, without any CSRF header', async () => {
    const { agent, account, sessionId, subscriptionId } = await paidAtStripe();
    const delivery = stripe.event('checkout.session.completed', stripe.sessionOf(sessionId));

    const response = await deliver(delivery);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await userRow(account.id)).toMatchObject({
      isSubscribed: true,
      stripeSubscriptionId: subscriptionId,
      subscriptionStatus: 'active',
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: false,
    });
    expect(await recordedEvent(delivery.id)).toMatchObject({ type: 'checkout.session.completed' });
    expect(await sessionUser(agent)).toMatchObject({ isPremium: true, isSubscribed: true });
  });

  // The signature is the webhook's only authentication: anything else is refused and changes nothing.
  const forgeries = [
    { case: 'no Stripe-Signature header', forge: (d: { payload: string; signature: string }) => ({ payload: d.payload }) },
    { case: 'a body changed after signing', forge: (d: { payload: string; signature: string }) => ({ ...d, payload: d.payload.replace('"active"', '"trialing"') }) },
    { case: 'a header that is not a signature', forge: (d: { payload: string; signature: string }) => ({ ...d, signature: 'bonjour' }) },
    { case: 'a signature with another secret', secret: 'whsec_someone_else' },
    // Stripe's default tolerance is 300 s (docs/security-payments.md §1.3): an old capture replayed later.
    { case: 'a timestamp older than 300 seconds', signedAgo: 301 * SECOND },
  ];

  it.each(forgeries)('refuses $case with a French 400 and changes nothing', async ({ forge, secret, signedAgo }) => {
    const { account, subscriptionId } = await paidAtStripe();
    const signedAt = new Date(t.clock.now().getTime() - (signedAgo ?? 0));
    const genuine = stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscriptionId)!, {
      signedAt,
      ...(secret ? { secret } : {}),
    });
    const delivery = forge ? forge(genuine) : genuine;

    const response = await deliver(delivery);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'WebhookSignatureError', message: 'Signature Stripe invalide : événement refusé.' });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: false, stripeSubscriptionId: null });
    expect(await recordedEvent(genuine.id)).toBeNull();
  });

  it('accepts a signature made 299 seconds ago', async () => {
    const { account, subscriptionId } = await paidAtStripe();
    const delivery = stripe.event('customer.subscription.created', stripe.subscriptions.get(subscriptionId)!, {
      signedAt: new Date(t.clock.now().getTime() - 299 * SECOND),
    });
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await userRow(account.id)).isSubscribed).toBe(true);
  });

  it('applies a replayed event once', async () => {
    const { account, subscriptionId } = await paidAtStripe();
    const delivery = stripe.event('customer.subscription.created', stripe.subscriptions.get(subscriptionId)!);
    expect((await deliver(delivery)).statusCode).toBe(200);

    // Stripe has moved on since; a second delivery of the same event must not apply anything again.
    stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    const replay = await deliver(delivery);
    expect(replay.statusCode).toBe(200);
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: true, subscriptionStatus: 'active' });
    expect(stripe.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    const rows = await t.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, delivery.id));
    expect(rows).toHaveLength(1);
  });

  it('applies two deliveries of one event arriving together once', async () => {
    const { account, subscriptionId } = await paidAtStripe();
    const delivery = stripe.event('customer.subscription.created', stripe.subscriptions.get(subscriptionId)!);
    const answers = await Promise.all([deliver(delivery), deliver(delivery)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await userRow(account.id)).isSubscribed).toBe(true);
    expect(await t.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, delivery.id))).toHaveLength(1);
  });

  it('is right when subscription.updated arrives before checkout.session.completed', async () => {
    const { account, sessionId, subscriptionId } = await paidAtStripe();
    const completed = stripe.event('checkout.session.completed', { ...stripe.sessionOf(sessionId) });
    // Later, the user cancels at the period's end; Stripe delivers that first.
    t.clock.advance(10 * SECOND);
    stripe.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    const updated = stripe.event('customer.subscription.updated', { ...stripe.subscriptions.get(subscriptionId)! });

    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await userRow(account.id)).toMatchObject({
      isSubscribed: true,
      stripeSubscriptionId: subscriptionId,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: PERIOD_END,
    });
  });

  it('never lets a stale copy inside a late event undo what Stripe says now', async () => {
    const { account, subscriptionId } = await paidAtStripe();
    const stale = stripe.event('customer.subscription.updated', { ...stripe.subscriptions.get(subscriptionId)!, status: 'active' });
    stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    await deliver(stripe.event('customer.subscription.deleted', { ...stripe.subscriptions.get(subscriptionId)! }));

    expect((await deliver(stale)).statusCode).toBe(200);
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: false, subscriptionStatus: 'canceled' });
  });

  it('makes the user free when the subscription is deleted', async () => {
    const { agent, account, sessionId, subscriptionId } = await paidAtStripe();
    await deliver(stripe.event('checkout.session.completed', stripe.sessionOf(sessionId)));
    expect(await sessionUser(agent)).toMatchObject({ isPremium: true });

    stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    const response = await deliver(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId)!));
    expect(response.statusCode).toBe(200);
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: false, subscriptionStatus: 'canceled' });
    expect(await sessionUser(agent)).toMatchObject({ isPremium: false, isSubscribed: false, subscription: { status: 'canceled' } });
  });

  it('shows a failed renewal in the session as past_due, and a paid invoice clears it', async () => {
    const { agent, account, sessionId, subscriptionId } = await paidAtStripe();
    await deliver(stripe.event('checkout.session.completed', stripe.sessionOf(sessionId)));
    const customer = stripe.subscriptions.get(subscriptionId)!.customer;

    stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    const failed = await deliver(stripe.event('invoice.payment_failed', invoiceFor(subscriptionId, account.id, customer)));
    expect(failed.statusCode).toBe(200);
    // Stripe retries the payment meanwhile: Premium stays, the notice asks for a new card.
    expect(await sessionUser(agent)).toMatchObject({ isPremium: true, subscription: { status: 'past_due' } });

    stripe.updateSubscription(subscriptionId, { status: 'active', periodEnd: new Date('2026-05-15T10:00:00Z') });
    await deliver(stripe.event('invoice.paid', { ...invoiceFor(subscriptionId, account.id, customer), status: 'paid' }));
    expect(await userRow(account.id)).toMatchObject({ subscriptionStatus: 'active', currentPeriodEnd: new Date('2026-05-15T10:00:00Z') });
  });

  it('keeps a new subscription when a late event about an old, ended one arrives', async () => {
    const { account, sessionId, subscriptionId: oldId } = await paidAtStripe();
    await deliver(stripe.event('checkout.session.completed', stripe.sessionOf(sessionId)));
    stripe.updateSubscription(oldId, { status: 'canceled' });
    await deliver(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(oldId)!));

    // Subscribed again, later.
    t.clock.advance(2 * 60 * SECOND);
    const agent = createAgent(t.app);
    await agent.login(account.email, account.password);
    const { url } = (await agent.request({ method: 'POST', url: '/api/billing/checkout' })).json();
    const newId = stripe.payCheckout(url.split('/').at(-1)).id as string;
    await deliver(stripe.event('customer.subscription.created', stripe.subscriptions.get(newId)!));

    await deliver(stripe.event('customer.subscription.updated', stripe.subscriptions.get(oldId)!));
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: true, stripeSubscriptionId: newId, subscriptionStatus: 'active' });
  });

  it.each(['customer.created', 'payment_intent.succeeded', 'invoice.upcoming'])(
    'acknowledges %s and changes nothing',
    async (type) => {
      const before = stripe.requests.length;
      const delivery = stripe.event(type, { id: 'obj_test', object: 'unknown' });
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
      expect(await recordedEvent(delivery.id)).toBeNull();
      expect(stripe.requests).toHaveLength(before);
    },
  );

  it('answers 5xx so that Stripe retries when Stripe cannot be asked, and applies the retry', async () => {
    const { account, subscriptionId } = await paidAtStripe();
    const delivery = stripe.event('customer.subscription.created', stripe.subscriptions.get(subscriptionId)!);
    stripe.failNext({ method: 'GET', path: /^\/v1\/subscriptions\//, status: 500, error: { type: 'api_error', message: 'boom' } });

    const failed = await deliver(delivery);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await recordedEvent(delivery.id)).toBeNull();

    expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await userRow(account.id)).isSubscribed).toBe(true);
  });

  it('refuses a body over 1 MiB', async () => {
    const payload = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    const response = await deliver(stripe.event('customer.created', { padding: payload }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PayloadTooLargeError');
  });
});
