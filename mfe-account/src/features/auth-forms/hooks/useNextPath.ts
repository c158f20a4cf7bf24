import { useSearchParams } from '@lettra/shared-ui/router';
import { safeNextPath } from '../../../lib/next-path.ts';

/**
 * Where to go after login or signup: back to the page that sent the visitor here (`?next=`, e.g. the
 * generator keeping its form, or /checkout), else the dashboard (docs/product.md §2). `query` carries the same target
 * over to the neighbouring screen (login ↔ signup).
 */
export function useNextPath(): { path: string; query: string } {
  const [params] = useSearchParams();
  const next = params.get('next');
  const path = safeNextPath(next);
  return { path, query: next && path === next ? `?next=${encodeURIComponent(next)}` : '' };
}
