import type { SessionResponse, SessionUser } from '@lettra/contracts';
import type { CurrentUser } from './current-user.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The signed-in user as the browser receives it (`sessionUserSchema`). */
export function toSessionUser(user: CurrentUser): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isPremium: user.isPremium,
    isSubscribed: user.isSubscribed,
    premiumDayEndsAt: iso(user.premiumDayEndsAt),
    subscription: {
      status: user.subscriptionStatus,
      currentPeriodEnd: iso(user.currentPeriodEnd),
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    },
  };
}

/** The body of `GET /api/auth/session` and of every route that changes who is signed in. */
export function toSessionResponse(user: CurrentUser | null, promotionEndsAt: Date | null): SessionResponse {
  return { user: user ? toSessionUser(user) : null, premiumDayEndsAt: iso(promotionEndsAt) };
}
