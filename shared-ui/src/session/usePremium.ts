import { useAuth } from './auth-context.ts';

export interface PremiumState {
  /** Premium features available now: subscription or premium-day promotion (decided by the api). */
  isPremium: boolean;
  /** A paid subscription, as opposed to the promotion. */
  isSubscribed: boolean;
  /** The promotion's end while it runs, else null. */
  premiumDayEndsAt: Date | null;
}

/** Effective premium status; throws outside the shell's AuthProvider like useAuth. */
export function usePremium(): PremiumState {
  const { user, premiumDayEndsAt } = useAuth();
  const endsAt = user?.premiumDayEndsAt ?? premiumDayEndsAt;
  const promotion = endsAt ? new Date(endsAt) : null;
  const promotionRunning = promotion !== null && promotion.getTime() > Date.now();
  return {
    isPremium: Boolean(user?.isPremium) || (user === null && promotionRunning),
    isSubscribed: Boolean(user?.isSubscribed),
    premiumDayEndsAt: promotionRunning ? promotion : null,
  };
}
