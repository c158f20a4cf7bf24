import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiRequest, AuthContext, fr, toast, type AuthContextValue } from '@lettra/shared-ui';
import { sessionResponseCheck, type SessionResponse, type SessionUser, type SignupBody } from '@lettra/contracts';
import { PREMIUM_NOTICE_FLAG } from './premium-notice-flag.ts';

interface SessionState {
  user: SessionUser | null;
  status: 'loading' | 'ready';
  premiumDayEndsAt: string | null;
}

// Read on every first load: the check generated from `sessionResponseSchema`, without zod's runtime.
const fetchSession = () => apiRequest('/auth/session', sessionResponseCheck);

const toState = (session: SessionResponse): SessionState => ({
  user: session.user,
  status: 'ready',
  premiumDayEndsAt: session.premiumDayEndsAt ?? session.user?.premiumDayEndsAt ?? null,
});

/** Holds the user from GET /api/auth/session; the browser never decides who is signed in. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ user: null, status: 'loading', premiumDayEndsAt: null });

  // An unreachable api leaves a visitor rather than a page that spins forever.
  const settle = useCallback(
    (request: Promise<SessionResponse>) =>
      request.then(
        (session) => setState(toState(session)),
        () => setState((previous) => ({ ...previous, status: 'ready' })),
      ),
    [],
  );

  useEffect(() => {
    void settle(fetchSession());
  }, [settle]);

  const value = useMemo<AuthContextValue>(() => {
    const signIn = async (path: string, body: unknown) => {
      const session = await apiRequest(path, sessionResponseCheck, { method: 'POST', body });
      setState(toState(session));
      return session.user!;
    };
    return {
      ...state,
      refresh: () => settle(fetchSession()),
      async login(email, password) {
        const user = await signIn('/auth/login', { email, password });
        // The login form's failures share this id: the last outcome of a login is the one shown.
        toast.success(fr.toasts.loginSuccess.title, { id: 'login', description: fr.toasts.loginSuccess.description });
        return user;
      },
      async signup(input: SignupBody) {
        const user = await signIn('/auth/signup', input);
        toast.success(fr.toasts.signupSuccess.title, { id: 'signup' });
        return user;
      },
      async logout() {
        await apiRequest('/auth/logout', sessionResponseCheck, { method: 'POST' }).catch(() => undefined);
        localStorage.removeItem(PREMIUM_NOTICE_FLAG);
        await settle(fetchSession());
        toast(fr.toasts.logout.title, { description: fr.toasts.logout.description });
      },
    };
  }, [state, settle]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
