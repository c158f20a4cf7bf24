import { BrowserRouter, Route, Routes } from '@lettra/shared-ui/router';
import { RemoteSlot } from '@lettra/shared-ui';
import { Layout } from '../layout/Layout.tsx';
import { usePrerenderedPage, type PrerenderedPage } from '../prerender/prerendered-page.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { Providers } from './Providers.tsx';
import { REMOTE_ROUTES } from './route-table.ts';

/** `prerendered`: the page the api sent with its content (docs/public-pages.md 'Pre-rendered pages'). */
export function App({ prerendered = null }: { prerendered?: PrerenderedPage | null }) {
  return (
    <BrowserRouter>
      <Providers>
        <AppRoutes prerendered={prerendered} />
      </Providers>
    </BrowserRouter>
  );
}

function AppRoutes({ prerendered }: { prerendered: PrerenderedPage | null }) {
  // Shown until the remote's screen replaces it, so nothing changes on screen while its code loads.
  const html = usePrerenderedPage(prerendered);
  return (
    <Routes>
      <Route element={<Layout />}>
        {REMOTE_ROUTES.map(({ path, remote, module, label }) => (
          <Route key={path} path={path} element={<RemoteSlot remote={remote} module={module} label={label} prerendered={html} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
