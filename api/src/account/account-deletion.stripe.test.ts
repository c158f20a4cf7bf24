import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupStripeTestApp } from '../../test/fake-stripe.ts';
import { createAgent } from '../../test/helper.ts';
import { users } from '../db/schema.ts';

// Deleting an account ends its Stripe subscription at once (docs/security.md): no charge may follow
// an account that no longer exists. Stripe here is the local stub of test/fake-stripe-server.ts.
const { t, stripe } = setupStripeTestApp();

async function subscriber() {
  const agent = createAgent(t.app);
  const account = await agent.signup();
  const { url } = (await agent.request({ method: 'POST', url: '/api/billing/checkout' })).json();
  const sessionId = url.split('/').at(-1) as string;
  const subscriptionId = stripe.payCheckout(sessionId).id as string;
  expect((await agent.request({ url: `/api/billing/checkout/${sessionId}` })).json().status).toBe('paid');
  return { agent, account, subscriptionId };
}

const deleteAccount = (agent: ReturnType<typeof createAgent>, password: string) =>
  agent.request({ method: 'DELETE', url: '/api/me', payload: { password } });

const accountRows = async (id: string) => t.app.db.select().from(users).where(eq(users.id, id));

describe('account deletion with a Stripe subscription', () => {
  it('cancels the subscription immediately, with no closing invoice, and says so', async () => {
    const { agent, account, subscriptionId } = await subscriber();

    const response = await deleteAccount(agent, account.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, subscriptionCancelled: true });

    const [cancellation] = stripe.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`);
    expect(cancellation!.params).toEqual({ invoice_now: 'false', prorate: 'false' });
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await accountRows(account.id)).toHaveLength(0);
  });

  it('keeps the account when Stripe cannot cancel the subscription, so that the user can retry', async () => {
    const { agent, account, subscriptionId } = await subscriber();
    stripe.failNext({ method: 'DELETE', path: /^\/v1\/subscriptions\//, status: 500, error: { type: 'api_error', message: 'boom' } });

    const response = await deleteAccount(agent, account.password);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'BillingProviderError', title: 'Erreur' });
    expect(await accountRows(account.id)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active' });

    expect((await deleteAccount(agent, account.password)).json()).toEqual({ ok: true, subscriptionCancelled: true });
  });

  it('deletes the account when Stripe no longer knows the subscription', async () => {
    const { agent, account, subscriptionId } = await subscriber();
    stripe.subscriptions.delete(subscriptionId);

    const response = await deleteAccount(agent, account.password);
    expect(response.statusCode).toBe(200);
    expect(await accountRows(account.id)).toHaveLength(0);
  });

  it('asks nothing of Stripe for an account without a subscription, nor before the password is right', async () => {
    const { agent, account, subscriptionId } = await subscriber();
    expect((await deleteAccount(agent, 'Pas-le-bon-2026')).statusCode).toBe(400);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(0);

    const free = createAgent(t.app);
    const freeAccount = await free.signup();
    const before = stripe.requests.length;
    expect((await deleteAccount(free, freeAccount.password)).json()).toEqual({ ok: true, subscriptionCancelled: false });
    expect(stripe.requests).toHaveLength(before);
    expect(await accountRows(account.id)).toHaveLength(1);
  });
});
