import { createContext, use } from 'react';
import type { ComposedRoutes } from './read-routes.ts';

export interface RoutesValue extends ComposedRoutes {
  /** Reads again the routes of the remotes that could not be reached. */
  retry: () => void;
}

/** The routes composed from the remotes at start (RoutesProvider); none outside it. */
export const RoutesContext = createContext<RoutesValue>({ routes: [], unreachable: [], retry: () => undefined });

export const useShellRoutes = () => use(RoutesContext);
