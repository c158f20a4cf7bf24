import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@lettra/shared-ui/router';
import { LoadingState, loginPathWithNext, useAuth } from '@lettra/shared-ui';
import { PlatformQueryProvider } from '@lettra/shared-ui/query';
import type { SessionUser } from '@lettra/contracts';

type RequireUserProps = {
  /** The page, given the signed-in user. */
  children: (user: SessionUser) => ReactNode;
  /** Where an anonymous visitor goes (docs/product.md §2: /login; checkout adds ?next=). */
  loginPath?: string;
};

/**
 * Gate of the account pages (docs/product.md §2, §6): 'Chargement...' until the session is known, then the login page
 * for a visitor. Waiting for status 'ready' matters: redirecting on the first render would throw out a
 * signed-in user whose session is still loading. A user whose session ends while the page is open
 * (revoked elsewhere, expired: the shell reads it again after a 401) goes to the login page with this
 * page to come back to. The pages behind it read the api through the page's one query cache.
 */
export function RequireUser({ children, loginPath = '/login' }: RequireUserProps) {
  const { user, status } = useAuth();
  const { pathname, search, hash } = useLocation();
  const [signedInHere, setSignedInHere] = useState(user !== null);
  if (user && !signedInHere) setSignedInHere(true);
  if (status === 'loading') return <LoadingState />;
  if (!user) return <Navigate to={signedInHere ? loginPathWithNext(`${pathname}${search}${hash}`) : loginPath} replace />;
  return <PlatformQueryProvider>{children(user)}</PlatformQueryProvider>;
}
