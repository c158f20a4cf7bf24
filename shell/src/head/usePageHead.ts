import { useEffect, useRef } from 'react';
import { useLocation } from '@lettra/shared-ui/router';
import type { PageHead } from '@lettra/contracts';
import { useShellRoutes } from '../routes/routes-context.ts';
import type { ShellRoute } from '../routes/read-routes.ts';
import type { PrivateHead } from './apply-page-head.ts';

let pageHeads: Promise<PageHead[]> | null = null;

/**
 * The public pages' heads, as the api gathers them from the remotes' builds; read once per load, through
 * their contract by code that comes with them. An unreadable list is none.
 */
function loadPageHeads(): Promise<PageHead[]> {
  pageHeads ??= Promise.all([
    fetch('/pages.json').then((response): Promise<unknown> | [] => (response.ok ? response.json() : [])),
    import('./read-page-heads.ts'),
  ])
    .then(([json, { readPageHeads }]) => readPageHeads(json))
    .catch(() => []);
  return pageHeads;
}

/**
 * The same rule as the api's answer for a full load: a public page has its own head; another
 * route without a parameter is a private screen; anything else is not found.
 */
export function headFor(pathname: string, pages: PageHead[], routes: readonly Pick<ShellRoute, 'path' | 'title'>[]): PageHead | PrivateHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const page = pages.find((candidate) => candidate.path === path);
  if (page) return page;
  const route = routes.find((candidate) => !candidate.path.includes(':') && candidate.path === path);
  return { title: route ? `${route.title} | Lettra` : 'Page introuvable | Lettra' };
}

/**
 * Keeps the document's head right as the user navigates without reloading. The page of a full load
 * already has its head, written by the api: /pages.json is fetched at the first navigation, not with
 * the first load.
 */
export function usePageHead() {
  const { pathname } = useLocation();
  const { routes } = useShellRoutes();
  const loadedPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (loadedPath.current === pathname) return;
    loadedPath.current = null;
    let current = true;
    // The code that writes the head comes with /pages.json, at the first navigation: not on a first load.
    void Promise.all([loadPageHeads(), import('./apply-page-head.ts')]).then(([pages, { applyPageHead }]) => {
      if (current) applyPageHead(document, headFor(pathname, pages, routes), window.location.origin);
    });
    return () => {
      current = false;
    };
  }, [pathname, routes]);
}
