type Listener = () => void;

const listeners = new Set<Listener>();

/** Called by the api client for every answer it gets: a 401 means the session ended (or a login was refused). */
export function reportUnauthorized(status: number): void {
  if (status !== 401) return;
  for (const listener of listeners) listener();
}

/** Subscribes to refused sessions; returns the unsubscribe. */
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
