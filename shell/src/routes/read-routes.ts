// The shell's routes come from the remotes (docs/federation.md 'Routes declared by the remotes'): each
// remote's build writes the routes it declares to routes.json beside its manifest, read here at start,
// every remote at once, so a remote adds or renames a page by its own release.
import { remoteRoutesCheck, type RemoteMap, type RemoteRoute } from '@lettra/contracts';

/** A route as the shell serves it: what a remote declared, and that remote's name in the map. */
export interface ShellRoute extends RemoteRoute {
  remote: string;
}

/** One remote of the map and its routes; null when they could not be read (its origin down, off contract). */
export interface RouteRead {
  remote: string;
  manifest: string;
  routes: ShellRoute[] | null;
}

/** routes.json beside a manifest, the manifest's own URL read against the page's. */
export const routesUrl = (manifest: string, page: string) => new URL('routes.json', new URL(manifest, page)).href;

async function readRemote(remote: string, manifest: string, page: string): Promise<ShellRoute[] | null> {
  try {
    // Revalidated on each load: a local build is rewritten in place, and a release must show at once.
    const response = await fetch(routesUrl(manifest, page), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const read = remoteRoutesCheck.safeParse(await response.json());
    if (!read.success) throw new Error(`hors contrat : ${JSON.stringify(read.error.issues)}`);
    return read.data.map((route) => ({ ...route, remote }));
  } catch (error) {
    console.error(`[lettra] routes de ${remote} illisibles`, error);
    return null;
  }
}

/**
 * Reads the routes of every remote of `map` in parallel, or, given the reads of a previous try, only
 * those that failed then (the retry button). In the map's order, which is the navigation's.
 */
export function readRoutes(map: RemoteMap, page: string, previous?: readonly RouteRead[]): Promise<RouteRead[]> {
  const reads = previous ?? Object.entries(map).map(([remote, manifest]) => ({ remote, manifest, routes: null }));
  return Promise.all(reads.map(async (read) => (read.routes ? read : { ...read, routes: await readRemote(read.remote, read.manifest, page) })));
}

/** The routes the shell serves, and the remotes whose routes it has not (their paths may be any). */
export interface ComposedRoutes {
  routes: ShellRoute[];
  unreachable: string[];
}

/**
 * The routes of the remotes read, in the map's order; a path two remotes declare is the first's, with
 * a warning for whoever released the second. `null`: /remotes.json itself could not be read.
 */
export function composeRoutes(reads: readonly RouteRead[] | null): ComposedRoutes {
  if (reads === null) return { routes: [], unreachable: ['/remotes.json'] };
  const byPath = new Map<string, ShellRoute>();
  for (const route of reads.flatMap((read) => read.routes ?? [])) {
    const taken = byPath.get(route.path);
    if (taken) console.warn(`[lettra] ${route.path} est déclaré par ${taken.remote} et ${route.remote} : ${taken.remote} le garde`);
    else byPath.set(route.path, route);
  }
  return { routes: [...byPath.values()], unreachable: reads.filter((read) => read.routes === null).map((read) => read.remote) };
}
