import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContext, Toaster, type AuthContextValue, type SessionUser } from '@lettra/shared-ui';

/** The three visitor states of spec §4, as the api would describe them. */
export type Persona = 'visitor' | 'free' | 'premium';

const subscription = { status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };

const USERS: Record<Persona, SessionUser | null> = {
  visitor: null,
  free: {
    id: 'user_free',
    name: 'Léa Dubois',
    email: 'lea@exemple.fr',
    isPremium: false,
    isSubscribed: false,
    premiumDayEndsAt: null,
    subscription,
  },
  premium: {
    id: 'user_premium',
    name: 'Camille Martin',
    email: 'camille@exemple.fr',
    isPremium: true,
    isSubscribed: true,
    premiumDayEndsAt: null,
    subscription: { ...subscription, status: 'active' },
  },
};

/** A stub of the shell's session: tests state who is signed in instead of calling the api. */
export function sessionFor(persona: Persona): AuthContextValue {
  return {
    user: USERS[persona],
    status: 'ready',
    premiumDayEndsAt: null,
    login: async () => USERS.free!,
    signup: async () => USERS.free!,
    logout: async () => undefined,
    refresh: async () => undefined,
  };
}

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Adresse actuelle">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` at `path` inside a router, the stub session and the toaster; every other route shows
 * the current address, so a test can read where a button led.
 */
export function renderWithSession(ui: ReactElement, { persona = 'visitor', path = '/' }: { persona?: Persona; path?: string } = {}) {
  const tree = (element: ReactElement) => (
    <AuthContext value={sessionFor(persona)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<CurrentAddress />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </AuthContext>
  );
  const view = render(tree(ui));
  return { ...view, rerenderWith: (next: ReactElement) => view.rerender(tree(next)) };
}
