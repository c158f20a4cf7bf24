// Build-only (`@lettra/shared-ui/prerender`): the shell's and the remotes' builds render their public
// pages to HTML with it, so the first paint needs no JavaScript and crawlers read the text
// (docs/public-pages.md 'Pre-rendered pages'). Never part of a browser bundle.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PrerenderedPageContext } from '../federation/prerendered-page.tsx';
import { AuthContext, type AuthContextValue } from '../session/auth-context.ts';

const noSessionAtBuild = () => Promise.reject(new Error('aucune session au moment du build'));

/**
 * 'visitor': a page is rendered as a signed-out visitor sees it, what crawlers and most first loads
 * get. 'loading': the shell's frame, as its first render in the browser draws it before the session
 * is known, so the two are the same and nothing moves when the browser takes over.
 */
const visitor: AuthContextValue = {
  user: null,
  status: 'ready',
  premiumDayEndsAt: null,
  login: noSessionAtBuild,
  signup: noSessionAtBuild,
  logout: noSessionAtBuild,
  refresh: noSessionAtBuild,
};
const sessions = { visitor, loading: { ...visitor, status: 'loading' } } satisfies Record<string, AuthContextValue>;

/** The HTML of `element` at `path`, inside the router and the session the shell gives its screens. */
export function renderPage(element: ReactElement, { path, session = 'visitor' }: { path: string; session?: 'visitor' | 'loading' }): string {
  return renderToString(
    <StaticRouter location={path}>
      <AuthContext value={sessions[session]}>
        <PrerenderedPageContext value>{element}</PrerenderedPageContext>
      </AuthContext>
    </StaticRouter>,
  );
}
