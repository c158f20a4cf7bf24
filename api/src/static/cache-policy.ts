// Hashed build assets never change under their name; everything that points at them
// (HTML, remoteEntry.js, manifests, remotes.json) must be revalidated on every load, or a
// new remote version would not reach browsers (docs/architecture.md, docs/federation.md §3).
const REVALIDATE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json)$/;
const IN_ASSETS = /(?:^|\/)assets\/[^/]+$/;
const EXTENSION = /\.[a-z0-9]+$/;
const HASH_CHARACTER = /[A-Za-z0-9_-]/;
// A build file sent precompressed is named by the static server as the .br/.gz file it reads.
const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * 'assets/<name>-<hash>.<ext>', the hash being 8 or more base64url characters. The hash may hold
 * dashes itself, so one pattern would let its name and hash parts trade dashes back and forth
 * (polynomial backtracking): the name is read by index instead.
 */
function isHashedAsset(path: string): boolean {
  const extension = IN_ASSETS.test(path) ? EXTENSION.exec(path) : null;
  if (extension === null) return false;
  const stem = path.slice(path.lastIndexOf('/') + 1, extension.index);
  let hashStart = stem.length;
  while (hashStart > 0 && HASH_CHARACTER.test(stem.charAt(hashStart - 1))) hashStart -= 1;
  // The first dash that has a name before it and only hash characters after it.
  const dash = stem.indexOf('-', Math.max(1, hashStart));
  return dash !== -1 && stem.length - dash - 1 >= 8;
}

/**
 * Cache-Control header for a file served from a front-end build, by its path. A precompressed
 * copy gets the policy of the file it encodes: 'remoteEntry.js.br' is still the entry to revalidate.
 */
export function cacheControlFor(path: string): string {
  const file = path.replace(PRECOMPRESSED, '');
  if (REVALIDATE.test(file)) return 'no-cache';
  if (isHashedAsset(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
