import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContext, Toaster, type AuthContextValue } from '@lettra/shared-ui';

function CurrentAddress() {
  const location = useLocation();
  return <p role="note" aria-label="Adresse actuelle">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a page at `url` (its route is `path`) inside a router, the given session and the toaster, with the
 * current address beside it, so a test can read where a button or a redirect led.
 */
export function renderPage(ui: ReactElement, { session, url, path }: { session: AuthContextValue; url: string; path?: string }) {
  const routePath = path ?? url.split('?')[0]!;
  return render(
    <AuthContext value={session}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={routePath} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
      <Toaster />
    </AuthContext>,
  );
}
