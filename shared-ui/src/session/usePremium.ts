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
  // The api sends the end time only while the promotion applies: no clock is read here.
  const promotion = endsAt ? new Date(endsAt) : null;
  return {
    isPremium: Boolean(user?.isPremium) || (user === null && promotion !== null),
    isSubscribed: Boolean(user?.isSubscribed),
    premiumDayEndsAt: promotion,
  };
}
