import { useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter } from '../router.ts';
import { Toaster } from '../components/Toaster.tsx';
import { AuthContext, type AuthContextValue } from '../session/auth-context.ts';
import type { SessionUser } from '@lettra/contracts';

type Persona = 'visitor' | 'free' | 'premium';

const PERSONAS: Record<Persona, SessionUser | null> = {
  visitor: null,
  free: {
    id: 'user_standalone_free',
    name: 'Léa Dubois',
    email: 'lea@exemple.fr',
    isPremium: false,
    isSubscribed: false,
    premiumDayEndsAt: null,
    subscription: { status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
  },
  premium: {
    id: 'user_standalone_premium',
    name: 'Camille Martin',
    email: 'camille@exemple.fr',
    isPremium: true,
    isSubscribed: true,
    premiumDayEndsAt: null,
    subscription: { status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  },
};

/**
 * Dev only: lets one remote run alone (`pnpm --filter mfe-x dev`) with a router, toasts and a
 * stub session whose persona can be switched, so a feature team needs neither the shell nor the api.
 */
export function StandaloneHarness({ children }: { children: ReactNode }) {
  const [persona, setPersona] = useState<Persona>('visitor');
  const value = useMemo<AuthContextValue>(() => {
    const user = PERSONAS[persona];
    const pick = (next: Persona) => async () => {
      setPersona(next);
      return PERSONAS[next]!;
    };
    return {
      user,
      status: 'ready',
      premiumDayEndsAt: null,
      login: pick('free'),
      signup: pick('free'),
      logout: async () => setPersona('visitor'),
      refresh: async () => undefined,
    };
  }, [persona]);

  return (
    <BrowserRouter>
      <AuthContext value={value}>
        <div className="flex items-center gap-3 border-b border-dashed border-ink-300 bg-white px-4 py-2 text-sm">
          <label htmlFor="standalone-persona">Session simulée</label>
          <select
            id="standalone-persona"
            value={persona}
            onChange={(event) => setPersona(event.target.value as Persona)}
            className="rounded border border-ink-300 px-2 py-1"
          >
            <option value="visitor">Visiteur</option>
            <option value="free">Utilisateur gratuit</option>
            <option value="premium">Utilisateur Premium</option>
          </select>
        </div>
        {children}
        <Toaster position="top-right" />
      </AuthContext>
    </BrowserRouter>
  );
}
