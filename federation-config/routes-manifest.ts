// Build and dev: a remote's routes (its `src/routes.ts`, docs/federation.md 'Routes declared by the
// remotes') written as routes.json beside mf-manifest.json, which the shell fetches at start and the api
// reads with the remote's pages: a remote adds or renames a page by its own release, the shell unbuilt.
// A JSON file rather than an exposed module: loading a module needs the remote's entry (6–7 KiB gzipped
// each), which every first load would then carry for every remote.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { emitJsonExport } from './page-manifest.ts';
import { REMOTE_NAMES, REMOTES, type RemoteName } from './remotes.ts';

/** Where a remote declares its routes, the export holding them, and the file its build writes them to. */
const ROUTES_MODULE = 'src/routes.ts';
const ROUTES_EXPORT = 'ROUTES';
const ROUTES_FILE = 'routes.json';

/** Emits routes.json at build; serves it, read again on each request, from the dev server. */
export function routesManifest(): Plugin[] {
  const serve: Plugin = {
    name: 'lettra-dev-routes-json',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`/${ROUTES_FILE}`, (_req, res, next) => {
        server
          .ssrLoadModule(resolve(server.config.root, ROUTES_MODULE))
          .then((loaded) => {
            res.setHeader('content-type', 'application/json');
            res.setHeader('cache-control', 'no-store');
            res.end(JSON.stringify(loaded[ROUTES_EXPORT]));
          })
          .catch(next);
      });
    },
  };
  return [emitJsonExport({ module: ROUTES_MODULE, exportName: ROUTES_EXPORT, fileName: ROUTES_FILE }), serve];
}

/**
 * Build only: the routes each remote declares in this checkout, for what the shell's build draws ahead
 * of any remote (its navigation around the pre-rendered pages, frames.json). At run time the shell and
 * the api read the released remotes' routes.json instead.
 */
export async function checkoutRoutes(): Promise<{ remote: RemoteName; routes: unknown }[]> {
  return Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const file = fileURLToPath(new URL(`../${REMOTES[remote].dir}/${ROUTES_MODULE}`, import.meta.url));
      const loaded = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      return { remote, routes: loaded[ROUTES_EXPORT] };
    }),
  );
}
