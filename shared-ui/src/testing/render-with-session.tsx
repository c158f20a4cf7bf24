// Test-only (`@lettra/shared-ui/testing`): the remotes' component tests state who is signed in
// instead of running the shell and the api. Never imported by application code.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../components/Toaster.tsx';
import { AuthContext, type AuthContextValue } from '../session/auth-context.ts';
import { TestQueryProvider } from './query-provider.tsx';
import type { SessionUser } from '@lettra/contracts';

/** The three visitor states of docs/product.md §4, as the api would describe them. */
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

/** A stub of the shell's session: who is signed in, and actions that resolve at once. */
export function sessionFor(persona: Persona, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: persona === 'visitor' ? null : USERS[persona],
    status: 'ready',
    premiumDayEndsAt: null,
    login: async () => USERS.free,
    signup: async () => USERS.free,
    logout: async () => undefined,
    refresh: async () => undefined,
    ...overrides,
  };
}

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Adresse actuelle">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` at `path` inside a router, the stub session, a fresh query client and the toaster; every other route shows
 * the current address, so a test can read where a button led.
 */
export function renderWithSession(ui: ReactElement, { persona = 'visitor', path = '/' }: { persona?: Persona; path?: string } = {}) {
  const tree = (element: ReactElement) => (
    <AuthContext value={sessionFor(persona)}>
      <TestQueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<CurrentAddress />} />
          </Routes>
        </MemoryRouter>
      </TestQueryProvider>
      <Toaster />
    </AuthContext>
  );
  const view = render(tree(ui));
  return { ...view, rerenderWith: (next: ReactElement) => view.rerender(tree(next)) };
}
