import type { AuthContextValue, SessionUser } from '@lettra/shared-ui';

/** The visitor states of spec §4, as the api would describe them. */
export type Persona = 'visitor' | 'free' | 'premium';

const noSubscription = { status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };

export const USERS: Record<Exclude<Persona, 'visitor'>, SessionUser> = {
  free: {
    id: 'user_free',
    name: 'Léa Dubois',
    email: 'lea@exemple.fr',
    isPremium: false,
    isSubscribed: false,
    premiumDayEndsAt: null,
    subscription: noSubscription,
  },
  premium: {
    id: 'user_premium',
    name: 'Camille Martin',
    email: 'camille@exemple.fr',
    isPremium: true,
    isSubscribed: true,
    premiumDayEndsAt: null,
    subscription: { status: 'active', currentPeriodEnd: '2026-03-15T10:00:00.000Z', cancelAtPeriodEnd: false },
  },
};

/** A stub of the shell's session with spies, so a test states who is signed in instead of calling the api. */
export function sessionFor(persona: Persona, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: persona === 'visitor' ? null : USERS[persona],
    status: 'ready',
    premiumDayEndsAt: null,
    login: vi.fn(async () => USERS.free),
    signup: vi.fn(async () => USERS.free),
    logout: vi.fn(async () => undefined),
    refresh: vi.fn(async () => undefined),
    ...overrides,
  };
}
