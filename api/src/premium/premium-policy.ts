import type { AppConfig } from '../config.ts';
import { promotionEndsAt } from './premium-day.ts';

export interface PremiumStatus {
  /** Effective premium: a subscription, or the promotion running right now. */
  isPremium: boolean;
  /** End of the promotion while it runs, for the banner (spec §2); null otherwise. */
  premiumDayEndsAt: Date | null;
}

export interface PremiumPolicy {
  promotionEndsAt: () => Date | null;
  statusOf: (user: { isSubscribed: boolean }) => PremiumStatus;
}

/** The api is the one authority on premium (DECISIONS.md); the browser only displays it. */
export function createPremiumPolicy(config: Pick<AppConfig, 'premiumDay' | 'timeZone' | 'now'>): PremiumPolicy {
  const currentPromotionEnd = () => promotionEndsAt(config.premiumDay, config.now(), config.timeZone);
  return {
    promotionEndsAt: currentPromotionEnd,
    statusOf: (user) => {
      const premiumDayEndsAt = currentPromotionEnd();
      return { isPremium: user.isSubscribed || premiumDayEndsAt !== null, premiumDayEndsAt };
    },
  };
}
