import { useState } from 'react';
import { useLocation } from '@lettra/shared-ui/router';

/** The page the api sent already drawn: its path and the remote's HTML inside the layout. */
export interface PrerenderedPage {
  path: string;
  html: string;
}

/** Read before React first renders into #root, which replaces what the server drew. */
export function readPrerenderedPage(document: Document, path: string): PrerenderedPage | null {
  const slot = document.querySelector('#root [data-prerendered]');
  return slot ? { path, html: slot.innerHTML } : null;
}

/**
 * The server's HTML of the first page while the visitor stays on it; gone at the first navigation,
 * since it shows that address and nothing else.
 */
export function usePrerenderedPage(initial: PrerenderedPage | null): string | undefined {
  const { pathname } = useLocation();
  const [page, setPage] = useState(initial);
  if (page && page.path !== pathname) setPage(null);
  return page?.path === pathname ? page.html : undefined;
}
