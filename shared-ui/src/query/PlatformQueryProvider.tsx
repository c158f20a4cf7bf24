import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '../session/auth-context.ts';
import { platformQueryClient } from './query-client.ts';

/** Whose answers the page's cache holds: another user signed in on this tab never sees them. */
let cacheOwner: string | null = null;

/**
 * The page's cache, emptied when it would be read for another user than the one it was filled for
 * (a sign-out, then another account, in the same tab). Done while rendering, before any screen below
 * reads it: an effect would run after they had shown the previous user's letters. Idempotent.
 */
function cacheFor(userId: string | null) {
  if (userId === cacheOwner) return platformQueryClient;
  platformQueryClient.clear();
  cacheOwner = userId;
  return platformQueryClient;
}

/**
 * Gives the screens below the page's one query client. The shell does not mount it: TanStack Query
 * would then be on every first load, the landing page's included, though only signed-in screens read
 * through it; each screen that does wraps itself, and a client already above (a test's) is kept.
 */
export function PlatformQueryProvider({ children }: { children: ReactNode }) {
  const above = useContext(QueryClientContext);
  const userId = useAuth().user?.id ?? null;
  if (above) return children;
  return <QueryClientProvider client={cacheFor(userId)}>{children}</QueryClientProvider>;
}
