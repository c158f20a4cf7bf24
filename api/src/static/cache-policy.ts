// Hashed build assets never change under their name; everything that points at them
// (HTML, remoteEntry.js, manifests, remotes.json) must be revalidated on every load, or a
// new remote version would not reach browsers (ARCHITECTURE.md, notes §3).
const REVALIDATE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json)$/;
const HASHED = /(^|\/)assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Cache-Control header for a file served from a front-end build, by its path. */
export function cacheControlFor(path: string): string {
  if (REVALIDATE.test(path)) return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
