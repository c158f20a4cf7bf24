import { BrowserRouter, Route, Routes } from '@lettra/shared-ui/router';
import { RemoteSlot } from '@lettra/shared-ui';
import { Layout } from '../layout/Layout.tsx';
import { usePrerenderedPage, type PrerenderedPage } from '../prerender/prerendered-page.ts';
import { PreviewContext, usePreview } from '../preview/preview-context.ts';
import type { Preview } from '../preview/preview-session.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { Providers } from './Providers.tsx';
import { REMOTE_ROUTES } from './route-table.ts';

/**
 * `prerendered`: the page the api sent with its content (docs/public-pages.md 'Pre-rendered pages').
 * `preview`: a remote this tab loads from another build (docs/federation.md 'Previewing a remote in the real shell').
 */
export function App({ prerendered = null, preview = null }: { prerendered?: PrerenderedPage | null; preview?: Preview | null }) {
  return (
    <BrowserRouter>
      <PreviewContext value={preview}>
        <Providers>
          <AppRoutes prerendered={prerendered} />
        </Providers>
      </PreviewContext>
    </BrowserRouter>
  );
}

function AppRoutes({ prerendered }: { prerendered: PrerenderedPage | null }) {
  // Shown until the remote's screen replaces it, so nothing changes on screen while its code loads.
  const html = usePrerenderedPage(prerendered);
  // The server drew the live remote's page: a previewed remote's screen starts from its own loading state.
  const previewed = usePreview()?.remote;
  return (
    <Routes>
      <Route element={<Layout />}>
        {REMOTE_ROUTES.map(({ path, remote, module, label }) => (
          <Route key={path} path={path} element={<RemoteSlot remote={remote} module={module} label={label} prerendered={remote === previewed ? undefined : html} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
