import { BrowserRouter, Route, Routes } from '@lettra/shared-ui/router';
import { RemoteFallback, RouteSlot } from '@lettra/shared-ui';
import type { RemoteMap } from '@lettra/contracts';
import { Layout } from '../layout/Layout.tsx';
import { usePrerenderedPage, type PrerenderedPage } from '../prerender/prerendered-page.ts';
import { PreviewContext, usePreview } from '../preview/preview-context.ts';
import type { Preview } from '../preview/preview-session.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { Providers } from './Providers.tsx';
import type { RouteRead } from '../routes/read-routes.ts';
import { useShellRoutes } from '../routes/routes-context.ts';
import { RoutesProvider } from '../routes/RoutesProvider.tsx';
import { VisitorAtLoadContext } from '../session/visitor-at-load.ts';

interface AppProps {
  /** The remote map and the routes read from each remote at start (docs/federation.md 'Routes declared by the remotes'). */
  routes: { map: RemoteMap; reads: RouteRead[] | null };
  /** The page the api sent with its content (docs/public-pages.md 'Pre-rendered pages'). */
  prerendered?: PrerenderedPage | null;
  /** A remote this tab loads from another build (docs/federation.md 'Previewing a remote in the real shell'). */
  preview?: Preview | null;
  /** The api drew the signed-out account links: the request had no session cookie (session/visitor-at-load.ts). */
  visitorAtLoad?: boolean;
}

export function App({ routes, prerendered = null, preview = null, visitorAtLoad = false }: AppProps) {
  return (
    <BrowserRouter>
      <PreviewContext value={preview}>
        <VisitorAtLoadContext value={visitorAtLoad}>
          <RoutesProvider map={routes.map} reads={routes.reads}>
            <Providers>
              <AppRoutes prerendered={prerendered} />
            </Providers>
          </RoutesProvider>
        </VisitorAtLoadContext>
      </PreviewContext>
    </BrowserRouter>
  );
}

function AppRoutes({ prerendered }: { prerendered: PrerenderedPage | null }) {
  // Shown until the remote's screen replaces it, so nothing changes on screen while its code loads.
  const html = usePrerenderedPage(prerendered);
  // The server drew the live remote's page: a previewed remote's screen starts from its own loading state.
  const previewed = usePreview()?.remote;
  const { routes, unreachable, retry } = useShellRoutes();
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map(({ path, remote, screen, title }) => (
          <Route key={path} path={path} element={<RouteSlot remote={remote} screen={screen} label={title} prerendered={remote === previewed ? undefined : html} />} />
        ))}
        {/* A path no remote reached declares may be one of a remote that did not answer: its fallback, not a 404. */}
        <Route path="*" element={unreachable.length > 0 ? <RemoteFallback onRetry={retry} /> : <NotFoundPage />} />
      </Route>
    </Routes>
  );
}
