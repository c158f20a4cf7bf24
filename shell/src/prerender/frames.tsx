// The shell's navigation and footer around each route, rendered by its build to frames.json
// (federation-config/prerender.ts). The api writes a remote's pre-rendered page into the frame's empty
// slot, so the whole page is drawn before any script runs (docs/public-pages.md 'Pre-rendered pages').
// Its links are the navigation entries the remotes declare in this checkout: one a remote adds by a
// later release shows once the shell's script runs, and in the frames at the shell's next build.
import { remoteRoutesCheck } from '@lettra/contracts';
import { checkoutRoutes } from '@lettra/federation-config/routes-manifest';
import { PrerenderedHtml } from '@lettra/shared-ui';
import { renderPage } from '@lettra/shared-ui/prerender';
import { Route, Routes } from '@lettra/shared-ui/router';
import { Layout } from '../layout/Layout.tsx';
import { composeRoutes, type RouteRead } from '../routes/read-routes.ts';
import { RoutesContext } from '../routes/routes-context.ts';

const reads: RouteRead[] = (await checkoutRoutes()).map(({ remote, routes }) => {
  const read = remoteRoutesCheck.safeParse(routes);
  if (!read.success) throw new Error(`routes de ${remote} hors contrat : ${JSON.stringify(read.error.issues)}`);
  return { remote, manifest: '', routes: read.data.map((route) => ({ ...route, remote })) };
});
const composed = { ...composeRoutes(reads), retry: () => undefined };

/** A parameter route is drawn at a sample address: the navigation marks the same link for any id. */
const sampleAddress = (path: string) => path.replace(/:[^/]+/g, 'x');

const frame = (path: string) =>
  renderPage(
    <RoutesContext value={composed}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<PrerenderedHtml html="" />} />
        </Route>
      </Routes>
    </RoutesContext>,
    // As the browser's first render draws it, before the session is known.
    { path: sampleAddress(path), session: 'loading' },
  );

/**
 * A frame per route of this checkout, and under '/*' one with no link marked, for a route a remote
 * declares later (the api takes it for any route without a frame of its own).
 */
export const FRAMES: { pages: Record<string, string> } = {
  pages: { ...Object.fromEntries(composed.routes.map(({ path }) => [path, frame(path)])), '/*': frame('/*') },
};
