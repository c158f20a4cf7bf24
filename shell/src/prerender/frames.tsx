// The shell's navigation and footer around each route, rendered by its build to frames.json
// (federation-config/prerender.ts). The api writes a remote's pre-rendered page into the frame's empty
// slot, so the whole page is drawn before any script runs (docs/public-pages.md 'Pre-rendered pages').
import { PrerenderedHtml } from '@lettra/shared-ui';
import { renderPage } from '@lettra/shared-ui/prerender';
import { Route, Routes } from '@lettra/shared-ui/router';
import { REMOTE_ROUTES } from '../app/route-table.ts';
import { Layout } from '../layout/Layout.tsx';

/** A parameter route is drawn at a sample address: the navigation marks the same link for any id. */
const sampleAddress = (path: string) => path.replace(/:[^/]+/g, 'x');

const frame = (path: string) =>
  renderPage(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<PrerenderedHtml html="" />} />
      </Route>
    </Routes>,
    // As the browser's first render draws it, before the session is known.
    { path: sampleAddress(path), session: 'loading' },
  );

export const FRAMES: { pages: Record<string, string> } = {
  pages: Object.fromEntries(REMOTE_ROUTES.map(({ path }) => [path, frame(path)])),
};
