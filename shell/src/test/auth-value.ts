import type { AuthContextValue } from '@lettra/shared-ui';
import type { SessionUser } from '@lettra/contracts';

export const sampleUser: SessionUser = {
  id: 'user_test',
  name: 'Camille Martin',
  email: 'camille@exemple.fr',
  isPremium: false,
  isSubscribed: false,
  premiumDayEndsAt: null,
  subscription: { status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
};

/** An AuthContext value for component tests, signed out unless a user is given. */
export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    status: 'ready',
    premiumDayEndsAt: null,
    login: async () => sampleUser,
    signup: async () => sampleUser,
    logout: async () => undefined,
    refresh: async () => undefined,
    ...overrides,
  };
}
