import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiRequest, AuthContext, toast, type AuthContextValue, type SessionUser, type SignupInput } from '@lettra/shared-ui';
import { PREMIUM_NOTICE_FLAG } from './premium-notice-flag.ts';

interface SessionResponse {
  user: SessionUser | null;
  premiumDayEndsAt?: string | null;
}

interface SessionState {
  user: SessionUser | null;
  status: 'loading' | 'ready';
  premiumDayEndsAt: string | null;
}

/** Holds the user from GET /api/auth/session; the browser never decides who is signed in. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ user: null, status: 'loading', premiumDayEndsAt: null });

  const apply = useCallback((session: SessionResponse) => {
    setState({
      user: session.user,
      status: 'ready',
      premiumDayEndsAt: session.premiumDayEndsAt ?? session.user?.premiumDayEndsAt ?? null,
    });
    return session.user;
  }, []);

  const refresh = useCallback(async () => {
    try {
      apply(await apiRequest<SessionResponse>('/auth/session'));
    } catch {
      // The api is unreachable: behave as a visitor rather than spin forever.
      setState((previous) => ({ ...previous, status: 'ready' }));
    }
  }, [apply]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      refresh,
      async login(email, password) {
        const user = apply(await apiRequest<SessionResponse>('/auth/login', { method: 'POST', body: { email, password } }))!;
        toast.success('Connexion réussie', { description: 'Bienvenue sur Lettra' });
        return user;
      },
      async signup(input: SignupInput) {
        const user = apply(await apiRequest<SessionResponse>('/auth/signup', { method: 'POST', body: input }))!;
        toast.success('Inscription réussie');
        return user;
      },
      async logout() {
        await apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
        localStorage.removeItem(PREMIUM_NOTICE_FLAG);
        setState((previous) => ({ ...previous, user: null }));
        await refresh();
        toast('Déconnexion', { description: 'Vous avez été déconnecté avec succès' });
      },
    }),
    [state, refresh, apply],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
