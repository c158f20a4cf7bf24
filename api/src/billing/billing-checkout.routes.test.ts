import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PRICE_ID, setupStripeTestApp, stripeEnv } from '../../test/fake-stripe.ts';
import { createAgent, startTestApp, subscribe } from '../../test/helper.ts';
import { users } from '../db/schema.ts';

const { t, stripe } = setupStripeTestApp();

const MINUTE = 60_000;

async function userRow(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function signedUp() {
  const agent = createAgent(t.app);
  const account = await agent.signup();
  return { agent, account };
}

const startCheckout = (agent: ReturnType<typeof createAgent>) => agent.request({ method: 'POST', url: '/api/billing/checkout' });
const sessionIdOf = (url: string) => url.split('/').at(-1)!;

describe('GET /api/billing/config', () => {
  it('says Stripe is configured and gives the publishable key, to anyone', async () => {
    const response = await t.app.inject({ url: '/api/billing/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: true, demoMode: false, publishableKey: 'pk_test_lettra', webhookConfigured: true });
  });

  it('says when no webhook secret is set, and the webhook then refuses every event', async () => {
    const app = await startTestApp({ env: { ...stripeEnv(stripe), STRIPE_WEBHOOK_SECRET: '' } });
    try {
      expect((await app.app.inject({ url: '/api/billing/config' })).json()).toMatchObject({ configured: true, webhookConfigured: false });
      const delivery = stripe.event('customer.subscription.deleted', { id: 'sub_x', object: 'subscription' });
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        payload: delivery.payload,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('BillingNotConfiguredError');
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/billing/checkout', () => {
  it('creates a subscription Checkout Session for the Premium price and answers its URL', async () => {
    const { agent, account } = await signedUp();

    const response = await startCheckout(agent);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toBe(stripe.sessionOf(sessionIdOf(url)).url);

    const row = await userRow(account.id);
    const [created] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(created!.params).toEqual({
      mode: 'subscription',
      line_items: [{ price: TEST_PRICE_ID, quantity: '1' }],
      customer: row.stripeCustomerId,
      client_reference_id: account.id,
      metadata: { userId: account.id },
      subscription_data: { metadata: { userId: account.id } },
      locale: 'fr',
      success_url: 'https://lettra.test/dashboard?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://lettra.test/checkout',
    });
    // Endive removed it: Stripe would refuse the request.
    expect(created!.params).not.toHaveProperty('payment_method_types');
    expect(created!.idempotencyKey).toContain(account.id);
    // Going to Stripe's page grants nothing.
    expect(row).toMatchObject({ isSubscribed: false, subscriptionStatus: null });
  });

  it("creates the user's Stripe customer once and keeps it", async () => {
    const { agent, account } = await signedUp();
    await startCheckout(agent);
    t.clock.advance(5 * MINUTE);
    await startCheckout(agent);

    const customers = stripe.requestsTo('POST', '/v1/customers').filter((request) => {
      const metadata = request.params.metadata as Record<string, string> | undefined;
      return metadata?.userId === account.id;
    });
    expect(customers).toHaveLength(1);
    expect(customers[0]!.params).toMatchObject({ email: account.email, name: account.name });
    const row = await userRow(account.id);
    expect(row.stripeCustomerId).toBe([...stripe.customers.values()].find((customer) => customer.email === account.email)?.id);
    const sessions = stripe.requestsTo('POST', '/v1/checkout/sessions').filter((request) => request.params.client_reference_id === account.id);
    expect(sessions.map((request) => request.params.customer)).toEqual([row.stripeCustomerId, row.stripeCustomerId]);
  });

  it('gives a double click the same Checkout Session', async () => {
    const { agent } = await signedUp();
    const [first, second] = await Promise.all([startCheckout(agent), startCheckout(agent)]);
    expect(first!.json().url).toBe(second!.json().url);
  });

  it("refuses a subscriber with 409 'Vous êtes déjà abonné Premium', without asking Stripe", async () => {
    const { agent, account } = await signedUp();
    await subscribe(t.app, account.id, 'sub_test_deja_abonne');
    const before = stripe.requests.length;

    const response = await startCheckout(agent);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'AlreadySubscribedError', message: 'Vous êtes déjà abonné Premium' });
    expect(stripe.requests).toHaveLength(before);
  });

  it('asks for a session and for the CSRF header', async () => {
    const visitor = await createAgent(t.app).request({ method: 'POST', url: '/api/billing/checkout' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 'AuthRequiredError', message: 'Connexion requise' });

    const { agent } = await signedUp();
    const forged = await agent.request({ method: 'POST', url: '/api/billing/checkout', headers: { 'x-requested-with': '' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CsrfError');
  });

  // docs/product.md §8's payment rows, from what Stripe really answers; docs/decisions.md: none of them grants premium.
  const stripeFailures = [
    {
      case: 'a domain Stripe does not allow',
      path: /^\/v1\/checkout\/sessions$/,
      status: 400,
      error: {
        type: 'invalid_request_error',
        message:
          'The domain (https://lettra.test) that redirected to Checkout is not enabled in the dashboard. Add this domain at https://dashboard.stripe.com/account/checkout/settings.',
      },
      body: {
        code: 'PaymentDomainNotAllowedError',
        title: 'Configuration Stripe incomplète',
        message: "Le domaine de cette application n'est pas autorisé",
      },
    },
    {
      case: 'an unknown price',
      path: /^\/v1\/checkout\/sessions$/,
      status: 400,
      error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such price: 'price_premium_monthly_eur'" },
      body: { code: 'PaymentProviderError', title: 'Erreur', message: 'Une erreur est survenue lors de la redirection vers la page de paiement.' },
    },
    {
      case: 'an outage at Stripe',
      path: /^\/v1\/checkout\/sessions$/,
      status: 500,
      error: { type: 'api_error', message: 'An unknown error occurred' },
      body: { code: 'PaymentProviderError', title: 'Erreur', message: 'Une erreur est survenue lors de la redirection vers la page de paiement.' },
    },
    {
      case: 'a refused secret key, at the customer',
      path: /^\/v1\/customers$/,
      status: 401,
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' },
      body: { code: 'PaymentProviderError', title: 'Erreur', message: 'Une erreur est survenue lors de la redirection vers la page de paiement.' },
    },
  ];

  it.each(stripeFailures)('answers $case with $body.code and grants nothing', async ({ path, status, error, body }) => {
    const { agent, account } = await signedUp();
    stripe.failNext({ method: 'POST', path, status, error });

    const response = await startCheckout(agent);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(body);
    expect(response.body).not.toContain('sk_test');
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: false, subscriptionStatus: null });
    const session = await agent.request({ url: '/api/auth/session' });
    expect(session.json().user).toMatchObject({ isPremium: false, isSubscribed: false });
  });

  it("says 'Impossible de se connecter à Stripe' when Stripe cannot be reached, and grants nothing", async () => {
    // A port held open for the whole test that cuts every connection: a port closed again could be taken by
    // another test's server meanwhile, which would answer.
    const unreachable = createServer();
    unreachable.on('connection', (socket) => socket.destroy());
    await new Promise<void>((resolve) => unreachable.listen(0, '127.0.0.1', resolve));
    const { port } = unreachable.address() as AddressInfo;
    const offline = await startTestApp({ env: stripeEnv({ baseUrl: `http://127.0.0.1:${port}` }) });
    try {
      const agent = createAgent(offline.app);
      const account = await agent.signup();
      const response = await startCheckout(agent);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'PaymentProviderUnreachableError', title: 'Erreur', message: 'Impossible de se connecter à Stripe' });
      const [row] = await offline.app.db.select().from(users).where(eq(users.id, account.id));
      expect(row).toMatchObject({ isSubscribed: false, stripeCustomerId: null });
    } finally {
      await offline.close();
      await new Promise((resolve) => unreachable.close(resolve));
    }
  });
});

describe('GET /api/billing/checkout/:sessionId (return from Stripe)', () => {
  async function openSession() {
    const { agent, account } = await signedUp();
    const sessionId = sessionIdOf((await startCheckout(agent)).json().url);
    return { agent, account, sessionId };
  }

  it('activates Premium at once when Stripe says the session is paid', async () => {
    const { agent, account, sessionId } = await openSession();
    const subscription = stripe.payCheckout(sessionId, { periodEnd: new Date('2026-04-15T10:00:00Z') });

    const response = await agent.request({ url: `/api/billing/checkout/${sessionId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'paid',
      user: expect.objectContaining({
        id: account.id,
        isPremium: true,
        isSubscribed: true,
        subscription: { status: 'active', currentPeriodEnd: '2026-04-15T10:00:00.000Z', cancelAtPeriodEnd: false },
      }),
    });
    expect(await userRow(account.id)).toMatchObject({
      isSubscribed: true,
      stripeSubscriptionId: subscription.id,
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date('2026-04-15T10:00:00Z'),
    });
    const [retrieved] = stripe.requestsTo('GET', `/v1/checkout/sessions/${sessionId}`);
    expect(retrieved!.params.expand).toEqual(['subscription']);

    // Verified again (a reload), the answer and the row stay the same.
    const again = await agent.request({ url: `/api/billing/checkout/${sessionId}` });
    expect(again.json().status).toBe('paid');
    expect((await userRow(account.id)).stripeSubscriptionId).toBe(subscription.id);
  });

  it('changes nothing while the session is not paid', async () => {
    const { agent, account, sessionId } = await openSession();
    const response = await agent.request({ url: `/api/billing/checkout/${sessionId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'unpaid', user: { isPremium: false, isSubscribed: false } });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: false, stripeSubscriptionId: null });
  });

  it("answers someone else's paid session as not found and changes no one", async () => {
    const owner = await openSession();
    stripe.payCheckout(owner.sessionId);
    const { agent, account } = await signedUp();

    const response = await agent.request({ url: `/api/billing/checkout/${owner.sessionId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'not_found', user: { id: account.id, isPremium: false } });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: false, stripeSubscriptionId: null });
    expect(await userRow(owner.account.id)).toMatchObject({ isSubscribed: false, stripeSubscriptionId: null });
  });

  it('answers a session id typed by hand with a French 404', async () => {
    const { agent, account } = await signedUp();
    const response = await agent.request({ url: '/api/billing/checkout/cs_test_inventee' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'CheckoutSessionNotFoundError', message: 'Session de paiement introuvable.' });
    expect(await userRow(account.id)).toMatchObject({ isSubscribed: false });
  });

  it.each(['abc', 'cs_test_<script>', `cs_${'x'.repeat(300)}`])('refuses %s without asking Stripe', async (id) => {
    const { agent } = await signedUp();
    const before = stripe.requests.length;
    const response = await agent.request({ url: `/api/billing/checkout/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toMatch(/invalide|n’existe pas/);
    expect(stripe.requests).toHaveLength(before);
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({ url: '/api/billing/checkout/cs_test_1' });
    expect(response.statusCode).toBe(401);
  });
});
