import type { PageHead } from '@lettra/contracts';
import type { ShellRoute } from './page-manifests.ts';

/** What the api answers for a page URL: its status and what its head says. */
export type RouteAnswer =
  | { status: 200; head: PageHead; indexable: true }
  | { status: 200; title: string; indexable: false }
  | { status: 404; title: string; indexable: false };

/** '/pricing/' and '/pricing' are one page; the canonical form has no trailing slash. */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') || '/' : pathname;
}

/**
 * Public pages are the ones the remotes list in pages.json. Other routes the remotes declare without a
 * parameter (sign-in, account screens) exist but are not for search engines. A parameter route
 * (/blog/:id) exists only for the ids its remote lists: any other id is a 404, like any other path.
 */
export function answerFor(pathname: string, pages: PageHead[], routes: ShellRoute[]): RouteAnswer {
  const path = canonicalPath(pathname);
  const head = pages.find((page) => page.path === path);
  if (head) return { status: 200, head, indexable: true };
  const route = routes.find((candidate) => !candidate.path.includes(':') && candidate.path === path);
  if (route) return { status: 200, title: `${route.title} | Lettra`, indexable: false };
  return { status: 404, title: 'Page introuvable | Lettra', indexable: false };
}

/** The declared route that shows `pathname` ('/blog/:id' for an article), or null. */
export function routeFor(pathname: string, routes: ShellRoute[]): ShellRoute | null {
  const segments = canonicalPath(pathname).split('/');
  const matches = (route: ShellRoute) => {
    const pattern = route.path.split('/');
    return pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
  };
  // A route without a parameter wins over one with the same shape ('/blog/new' over '/blog/:id').
  return routes.find((route) => !route.path.includes(':') && matches(route)) ?? routes.find(matches) ?? null;
}
