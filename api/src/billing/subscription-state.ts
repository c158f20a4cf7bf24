import type { SubscriptionSnapshot } from './billing-gateway.ts';

/**
 * Stripe statuses that keep Premium. `past_due` is Stripe retrying a failed renewal: the user keeps
 * Premium meanwhile and settings asks for a new payment method (docs/security-payments.md §1.2 leaves
 * this grace period to us). Stripe ends the subscription (`deleted`) when its retries run out.
 */
export const PREMIUM_STATUSES = ['active', 'trialing', 'past_due'];
const premiumStatuses = new Set(PREMIUM_STATUSES);

/** The user columns billing owns (db/tables/auth.ts). */
export interface SubscriptionColumns {
  isSubscribed: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export const isPremiumStatus = (status: string): boolean => premiumStatuses.has(status);

// Stripe's statuses of a subscription that will never charge again.
const endedStatuses = new Set(['canceled', 'incomplete_expired']);

/** Whether a subscription in this Stripe status may still charge the customer. */
export const mayStillCharge = (status: string | null): boolean => !endedStatuses.has(status ?? '');

/**
 * The user's columns once Stripe says `subscription` is in this state, or null when it must not apply:
 * a late event about an ended, older subscription never overrides the one the user has now.
 */
export function subscriptionChanges(
  user: Pick<SubscriptionColumns, 'stripeCustomerId' | 'stripeSubscriptionId'>,
  subscription: SubscriptionSnapshot,
): SubscriptionColumns | null {
  const live = isPremiumStatus(subscription.status);
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscription.id && !live) return null;
  return {
    isSubscribed: live,
    stripeCustomerId: user.stripeCustomerId ?? subscription.customerId,
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

/**
 * Demo mode (no Stripe key): a month of Premium with no payment behind it. No Stripe subscription id
 * is the mark of a demo subscription; settings then shows the spec's sample billing text.
 */
export function demoSubscription(now: Date): Omit<SubscriptionColumns, 'stripeCustomerId'> {
  return {
    isSubscribed: true,
    stripeSubscriptionId: null,
    subscriptionStatus: 'active',
    currentPeriodEnd: oneMonthAfter(now),
    cancelAtPeriodEnd: false,
  };
}

// Monthly billing as Stripe counts it: the same day next month, or that month's last day (31 January → 28/29 February).
function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}
