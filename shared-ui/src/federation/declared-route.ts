import type { RemoteRoute } from '@lettra/contracts';

/**
 * A route as a remote declares it in its `src/routes.ts` (docs/federation.md 'Routes declared by the
 * remotes'): `Screen` is one of the screens that remote exposes, so a route naming a screen it does not
 * expose fails the remote's typecheck. Its build writes the list to routes.json, read through
 * `remoteRoutesSchema` by the shell and the api.
 */
export type DeclaredRoute<Screen extends string = string> = Omit<RemoteRoute, 'screen'> & { screen: Screen };
