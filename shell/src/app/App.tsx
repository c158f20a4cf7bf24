import { BrowserRouter, Route, Routes } from '@lettra/shared-ui/router';
import { RemoteSlot } from '@lettra/shared-ui';
import { Layout } from '../layout/Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { Providers } from './Providers.tsx';
import { REMOTE_ROUTES } from './route-table.ts';

export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <Routes>
          <Route element={<Layout />}>
            {REMOTE_ROUTES.map(({ path, remote, module, label }) => (
              <Route key={path} path={path} element={<RemoteSlot remote={remote} module={module} label={label} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Providers>
    </BrowserRouter>
  );
}
