import { useMemo, useState, type ReactNode } from 'react';
import type { RemoteMap } from '@lettra/contracts';
import { composeRoutes, readRoutes, type RouteRead } from './read-routes.ts';
import { RoutesContext, type RoutesValue } from './routes-context.ts';

/**
 * Holds the routes read at start (main.tsx) and reads again, on the fallback's retry, those of the
 * remotes that did not answer. Without a remote map (`reads` null) there is nothing to read again: the
 * retry loads the page again, which fetches /remotes.json.
 */
export function RoutesProvider({ map, reads: initial, children }: { map: RemoteMap; reads: RouteRead[] | null; children: ReactNode }) {
  const [reads, setReads] = useState(initial);
  const value = useMemo<RoutesValue>(() => {
    const retry = () => {
      if (reads === null) return window.location.reload();
      void readRoutes(map, window.location.href, reads).then(setReads);
    };
    return { ...composeRoutes(reads), retry };
  }, [map, reads]);
  return <RoutesContext value={value}>{children}</RoutesContext>;
}
