import type { ReactNode } from 'react';
import { Navigate } from '@lettra/shared-ui/router';
import { LoadingState, useAuth } from '@lettra/shared-ui';
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
 * signed-in user whose session is still loading. The pages behind it read the api through the page's
 * one query cache. A session that ends while they are open is the shell's to handle (useSessionExpiry).
 */
export function RequireUser({ children, loginPath = '/login' }: RequireUserProps) {
  const { user, status } = useAuth();
  if (status === 'loading') return <LoadingState />;
  if (!user) return <Navigate to={loginPath} replace />;
  return <PlatformQueryProvider>{children(user)}</PlatformQueryProvider>;
}
