// Build-only (`@lettra/shared-ui/prerender`): the shell's and the remotes' builds render their public
// pages to HTML with it, so the first paint needs no JavaScript and crawlers read the text
// (docs/public-pages.md 'Pre-rendered pages'). Never part of a browser bundle.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PrerenderedPageContext } from '../federation/prerendered-page.tsx';
import { AuthContext, type AuthContextValue } from '../session/auth-context.ts';
import { formatFrenchTime } from '../strings/format-date.ts';

const noSessionAtBuild = () => Promise.reject(new Error('aucune session au moment du build'));

/**
 * A stand-in end of the premium day: the api writes the real one in its place (its ISO form and its
 * time as the banner shows it) when it serves a page during the promotion.
 */
const SAMPLE_PREMIUM_DAY_END = '2000-01-02T03:04:05.678Z';

/**
 * 'visitor': a page as a signed-out visitor sees it, what crawlers and most first loads get.
 * 'premiumDay': the same during the promotion, which every visitor sees (the banner).
 * 'loading': the shell's frame, as its first render in the browser draws it before the session is
 * known, so the two are the same and nothing moves when the browser takes over.
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
const sessions = {
  visitor,
  premiumDay: { ...visitor, premiumDayEndsAt: SAMPLE_PREMIUM_DAY_END },
  loading: { ...visitor, status: 'loading' },
} satisfies Record<string, AuthContextValue>;

/** The HTML of `element` at `path`, inside the router and the session the shell gives its screens. */
export function renderPage(element: ReactElement, { path, session = 'visitor' }: { path: string; session?: keyof typeof sessions }): string {
  return renderToString(
    <StaticRouter location={path}>
      <AuthContext value={sessions[session]}>
        <PrerenderedPageContext value>{element}</PrerenderedPageContext>
      </AuthContext>
    </StaticRouter>,
  );
}

/** prerender.json's pages: each page as a visitor sees it, and those the premium day changes. */
export interface RenderedPages {
  pages: Record<string, string>;
  premiumDay: { endsAt: string; shownAs: string; pages: Record<string, string> };
}

/** Renders each page (path → its screen, inside the routes it needs) in both states of the promotion. */
export function renderPages(screens: Record<string, ReactElement>): RenderedPages {
  const entries = Object.entries(screens);
  const pages = Object.fromEntries(entries.map(([path, element]) => [path, renderPage(element, { path })]));
  const duringPremiumDay = entries
    .map(([path, element]) => [path, renderPage(element, { path, session: 'premiumDay' })] as const)
    .filter(([path, html]) => html !== pages[path]);
  return {
    pages,
    premiumDay: {
      endsAt: SAMPLE_PREMIUM_DAY_END,
      shownAs: formatFrenchTime(SAMPLE_PREMIUM_DAY_END),
      pages: Object.fromEntries(duringPremiumDay),
    },
  };
}
