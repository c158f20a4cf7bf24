import type { PremiumPolicy } from '../premium/premium-policy.ts';
import type { SignedInUserRow } from './sessions.repository.ts';

/** The signed-in user as routes and services see it: the account, and its effective premium now. */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  lastActiveAt: Date;
  isSubscribed: boolean;
  subscriptionStatus: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  isPremium: boolean;
  premiumDayEndsAt: Date | null;
}

export function toCurrentUser(user: SignedInUserRow, premium: PremiumPolicy): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt,
    lastActiveAt: user.lastActiveAt,
    // Effective: a cancelled subscription past its period is no longer one (premium-policy.ts).
    isSubscribed: premium.hasSubscription(user),
    subscriptionStatus: user.subscriptionStatus,
    currentPeriodEnd: user.currentPeriodEnd,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    ...premium.statusOf(user),
  };
}
