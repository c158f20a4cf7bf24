import { useContext, useEffect, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../router.ts';
import { useAuth } from '../session/auth-context.ts';
import { platformQueryClient } from './query-client.ts';
import { loginPathWithNext, onSessionEnded } from './session-expiry.ts';

/**
 * A session that ended while the page was open (revoked on another device, expired) is read again,
 * then the visitor is sent to the login page with the page to come back to. Only for a user the page
 * still thinks signed in: a login form's refusal is a 401 too, and stays on its form.
 */
function useSessionExpiry() {
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const signedIn = user !== null;
  const here = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (!signedIn || pathname === '/login') return;
    let leaving = false;
    return onSessionEnded(() => {
      // Several reads may fail at once: one trip to the login page.
      if (leaving) return;
      leaving = true;
      // The session is read first: a login page that still saw the user would send them straight back.
      void refresh().then(() => navigate(loginPathWithNext(here), { replace: true }));
    });
  }, [signedIn, pathname, here, refresh, navigate]);
}

/**
 * Gives the screens below the page's one query client. The shell does not mount it: TanStack Query
 * would then be on every first load, the landing page's included, though only signed-in screens read
 * through it; each screen that does wraps itself, and a client already above (a test's) is kept.
 */
export function PlatformQueryProvider({ children }: { children: ReactNode }) {
  const above = useContext(QueryClientContext);
  useSessionExpiry();
  if (above) return children;
  return <QueryClientProvider client={platformQueryClient}>{children}</QueryClientProvider>;
}
