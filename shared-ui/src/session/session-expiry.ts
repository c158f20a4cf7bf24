import { ApiError } from '../api/api-error.ts';

type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Called by the query client for every failed read or write: a 401 means the session ended. Only the
 * screen mounted last answers it, so two screens on one page (the dashboard and the generator in it)
 * do not both lead away.
 */
export function reportUnauthorized(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  [...listeners].at(-1)?.();
}

/** Subscribes to ended sessions; returns the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The login page that brings the visitor back to `path` afterwards. '/' stays readable in the query
 * (RFC 3986 allows it there): '/login?next=/checkout'.
 */
export function loginPathWithNext(path: string): string {
  return `/login?next=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}
