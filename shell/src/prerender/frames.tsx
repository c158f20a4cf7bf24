// The shell's navigation and footer around each route, rendered by its build to frames.json
// (federation-config/prerender.ts). The api writes a remote's pre-rendered page into the frame's empty
// slot, so the whole page is drawn before any script runs (docs/public-pages.md 'Pre-rendered pages').
// Its lists of links are drawn from the routes of this checkout; the api writes them again from the
// remotes' current routes (api/src/static/nav-links.ts), with the markup of one link that `navItems`
// gives, so a navigation entry a remote adds by its own release is in the server's HTML at once.
import type { ReactElement } from 'react';
import { remoteRoutesCheck } from '@lettra/contracts';
import { checkoutRoutes } from '@lettra/federation-config/routes-manifest';
import { PrerenderedHtml } from '@lettra/shared-ui';
import { renderPage } from '@lettra/shared-ui/prerender';
import { Route, Routes } from '@lettra/shared-ui/router';
import { AccountLinks } from '../layout/AccountLinks.tsx';
import { FooterItem } from '../layout/FooterItem.tsx';
import { Layout } from '../layout/Layout.tsx';
import { DrawnByServerContext } from '../layout/drawn-by-server.ts';
import { MenuItem, TopNavItem } from '../layout/TopNavItem.tsx';
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
    <DrawnByServerContext value>
      <RoutesContext value={composed}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<PrerenderedHtml html="" />} />
          </Route>
        </Routes>
      </RoutesContext>
    </DrawnByServerContext>,
    // As the browser's first render draws it, before the session is known.
    { path: sampleAddress(path), session: 'loading' },
  );

/** Stand-ins the api replaces with a link's path and label (HTML-escaped). */
const PATH = '/__nav-path__';
const LABEL = '__nav-label__';

/** One link of a list, drawn away from its page and on it: the shell's markup, in both states. */
const item = (link: (props: { to: string; label: string }) => ReactElement) => ({
  link: renderPage(link({ to: PATH, label: LABEL }), { path: '/', session: 'loading' }),
  current: renderPage(link({ to: PATH, label: LABEL }), { path: PATH, session: 'loading' }),
});

/**
 * Each list of links marked `data-nav` in the layout: the menu whose routes it lists, and the markup of
 * one of its links.
 */
const NAV_ITEMS = {
  top: { menu: 'main', ...item((props) => <TopNavItem {...props} />) },
  menu: { menu: 'main', ...item((props) => <MenuItem {...props} />) },
  'footer-main': { menu: 'main', ...item((props) => <FooterItem {...props} />) },
  'footer-legal': { menu: 'legal', ...item((props) => <FooterItem {...props} />) },
} as const;

/**
 * The top navigation's account links as every frame draws them (their room kept, the session unknown),
 * and as a visitor without a session sees them: the api draws the second in place of the first in a
 * page asked for without the session cookie, which then starts on the visitor's intent
 * (docs/public-pages.md 'First load').
 */
const ACCOUNT_LINKS = {
  waiting: renderPage(<AccountLinks />, { path: '/', session: 'loading' }),
  visitor: renderPage(<AccountLinks />, { path: '/', session: 'visitor' }),
  /** The same in the phone menu (a popover in the server's HTML), stacked. */
  menu: {
    waiting: renderPage(<AccountLinks stacked />, { path: '/', session: 'loading' }),
    visitor: renderPage(<AccountLinks stacked />, { path: '/', session: 'visitor' }),
  },
};

/**
 * A frame per route of this checkout, and under '/*' one with no link marked, for a route a remote
 * declares later (the api takes it for any route without a frame of its own); the lists' links.
 */
export const FRAMES: {
  pages: Record<string, string>;
  navItems: typeof NAV_ITEMS;
  navPlaceholders: { path: string; label: string };
  accountLinks: typeof ACCOUNT_LINKS;
} = {
  pages: { ...Object.fromEntries(composed.routes.map(({ path }) => [path, frame(path)])), '/*': frame('/*') },
  navItems: NAV_ITEMS,
  navPlaceholders: { path: PATH, label: LABEL },
  accountLinks: ACCOUNT_LINKS,
};
