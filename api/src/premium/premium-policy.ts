import type { AppConfig } from '../config.ts';
import { createPromotionClock } from './premium-day.ts';

export interface PremiumStatus {
  /** Effective premium: a subscription, or the promotion running right now. */
  isPremium: boolean;
  /** End of the promotion while it runs, for the banner (docs/product.md §2); null otherwise. */
  premiumDayEndsAt: Date | null;
}

/** What a user's row says about the subscription. */
export interface SubscriptionFacts {
  isSubscribed: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** Null for a subscription granted by demo payments: Stripe never saw it. */
  stripeSubscriptionId: string | null;
}

export interface PremiumPolicy {
  promotionEndsAt: () => Date | null;
  /** A subscription that runs now: subscribed, and not a cancelled one whose paid period is over. */
  hasSubscription: (user: SubscriptionFacts) => boolean;
  statusOf: (user: SubscriptionFacts) => PremiumStatus;
}

/** The api is the one authority on premium (docs/decisions.md); the browser only displays it. */
export function createPremiumPolicy(config: Pick<AppConfig, 'premiumDay' | 'timeZone' | 'now' | 'stripe'>): PremiumPolicy {
  const promotionClock = createPromotionClock(config.premiumDay, config.timeZone);
  const currentPromotionEnd = () => promotionClock(config.now());
  const periodOver = (user: SubscriptionFacts) => user.currentPeriodEnd === null || user.currentPeriodEnd <= config.now();
  const hasSubscription = (user: SubscriptionFacts) => {
    if (!user.isSubscribed) return false;
    // Demo Premium (docs/security.md) is a month with nothing to renew it, and is worth nothing once
    // real payments exist: with Stripe configured only a Stripe subscription counts.
    if (user.stripeSubscriptionId === null) return config.stripe === null && !periodOver(user);
    // A cancelled subscription ends with its paid period (docs/decisions.md); Stripe then sends
    // customer.subscription.deleted, but the date alone already decides.
    return !(user.cancelAtPeriodEnd && user.currentPeriodEnd !== null && periodOver(user));
  };
  return {
    promotionEndsAt: currentPromotionEnd,
    hasSubscription,
    statusOf: (user) => {
      const premiumDayEndsAt = currentPromotionEnd();
      return { isPremium: hasSubscription(user) || premiumDayEndsAt !== null, premiumDayEndsAt };
    },
  };
}
