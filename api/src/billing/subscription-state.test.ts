import { describe, expect, it } from 'vitest';
import type { SubscriptionSnapshot } from './billing-gateway.ts';
import { demoSubscription, subscriptionChanges } from './subscription-state.ts';

const snapshot = (fields: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id: 'sub_new',
  customerId: 'cus_1',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: new Date('2026-04-15T10:00:00Z'),
  userId: 'user_1',
  card: null,
  ...fields,
});

describe('subscriptionChanges', () => {
  // Which Stripe statuses keep Premium: past_due is the grace period while Stripe retries a renewal.
  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', true],
    ['canceled', false],
    ['unpaid', false],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['paused', false],
  ])('a subscription %s gives isSubscribed %s', (status, isSubscribed) => {
    const changes = subscriptionChanges({ stripeCustomerId: null, stripeSubscriptionId: null }, snapshot({ status }));
    expect(changes).toMatchObject({ isSubscribed, subscriptionStatus: status, stripeSubscriptionId: 'sub_new' });
  });

  it('links the customer of the subscription, but never replaces one already linked', () => {
    expect(subscriptionChanges({ stripeCustomerId: null, stripeSubscriptionId: null }, snapshot())?.stripeCustomerId).toBe('cus_1');
    expect(subscriptionChanges({ stripeCustomerId: 'cus_0', stripeSubscriptionId: null }, snapshot())?.stripeCustomerId).toBe('cus_0');
  });

  it('copies the period end and the cancellation at period end', () => {
    expect(subscriptionChanges({ stripeCustomerId: null, stripeSubscriptionId: 'sub_new' }, snapshot({ cancelAtPeriodEnd: true }))).toEqual({
      isSubscribed: true,
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_new',
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date('2026-04-15T10:00:00Z'),
      cancelAtPeriodEnd: true,
    });
  });

  it.each([
    // A late event about the old, ended subscription must not end the new one…
    ['an ended other subscription is ignored', 'canceled', null],
    // …but a live one replaces it (the user subscribed again).
    ['a live other subscription takes over', 'active', 'sub_new'],
  ])('%s', (_case, status, expected) => {
    const changes = subscriptionChanges({ stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_old' }, snapshot({ status }));
    expect(changes?.stripeSubscriptionId ?? null).toBe(expected);
  });
});

describe('demoSubscription', () => {
  // Monthly billing: same day next month, or the last day of a shorter month.
  it.each([
    ['2026-03-15T10:00:00.000Z', '2026-04-15T10:00:00.000Z'],
    ['2026-01-31T08:30:00.000Z', '2026-02-28T08:30:00.000Z'],
    ['2028-01-31T08:30:00.000Z', '2028-02-29T08:30:00.000Z'],
    ['2026-12-31T23:59:59.999Z', '2027-01-31T23:59:59.999Z'],
  ])('started at %s, runs until %s', (start, end) => {
    expect(demoSubscription(new Date(start))).toEqual({
      isSubscribed: true,
      stripeSubscriptionId: null,
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date(end),
      cancelAtPeriodEnd: false,
    });
  });
});
