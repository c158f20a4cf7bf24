import { useEffect } from 'react';
import { useLocation, useNavigate } from '../router.ts';
import { useAuth } from './auth-context.ts';
import { loginPathWithNext, onSessionEnded } from './session-expiry.ts';

/**
 * A session that ended while the page was open (revoked on another device, expired): the next request
 * refused with a 401 has the session read again, then sends to the login page with the page to come
 * back to. Only for a user the page still thinks signed in: a login form's refusal is a 401 too, and
 * stays on its form. Mounted once, by the shell's layout, so every remote's requests are covered.
 */
export function useSessionExpiry() {
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const signedIn = user !== null;
  const here = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (!signedIn || pathname === '/login') return;
    let leaving = false;
    return onSessionEnded(() => {
      // Several requests may be refused at once: one trip to the login page.
      if (leaving) return;
      leaving = true;
      // The session is read first: a login page that still saw the user would send them straight back.
      void refresh().then(() => navigate(loginPathWithNext(here), { replace: true }));
    });
  }, [signedIn, pathname, here, refresh, navigate]);
}
