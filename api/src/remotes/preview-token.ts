// The signed link that lets one tab run a remote's test build (docs/security.md 'Previewing a remote').
// A preview runs code with the visitor's session, so the api alone decides which build may run: staff
// sign a link with PREVIEW_SECRET (`pnpm remote:preview-link`), and the api checks it before the shell
// loads anything and before a page's CSP names the build's origin.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { REMOTE_NAMES } from '@lettra/federation-config/remotes';

/** What a link allows: this remote, from this manifest, whose bytes hash to `sha256`, until `expiresAt`. */
export interface PreviewGrant {
  remote: string;
  manifestUrl: string;
  /** The manifest's SHA-256, lower-case hex: the shell runs that exact file or none. */
  sha256: string;
  expiresAt: Date;
}

/** Why a link is refused: its own French error each (previews.errors.ts). */
export type PreviewRefusal = 'malformed' | 'expired' | 'origin';

/** The longest a link may live: enough for a review, short enough that a leaked link soon dies. */
export const MAX_PREVIEW_MINUTES = 24 * 60;

const VERSION = 'v1';
const SHA256_HEX = /^[0-9a-f]{64}$/;

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const signature = (payload: string, secret: string) => createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest();

/** The manifest's bytes as the shell hashes them (crypto.subtle, SHA-256, hex). */
export const manifestSha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** `v1.<payload>.<HMAC-SHA256>`, both base64url: short enough for an address bar, nothing to escape. */
export function signPreviewToken(grant: PreviewGrant, secret: string): string {
  const payload = base64url(
    JSON.stringify({ remote: grant.remote, manifest: grant.manifestUrl, sha256: grant.sha256, exp: Math.floor(grant.expiresAt.getTime() / 1000) }),
  );
  return `${VERSION}.${payload}.${signature(payload, secret).toString('base64url')}`;
}

export type ReadPreview = { ok: true; grant: PreviewGrant } | { ok: false; refusal: PreviewRefusal };

/**
 * The grant a token carries, once its signature, its expiry (and a lifetime no longer than
 * MAX_PREVIEW_MINUTES), its remote and its manifest's origin (one of `origins`, PREVIEW_ORIGINS) hold.
 * Anything else, a token signed with another secret included, is 'malformed': nothing is said of why.
 */
export function readPreviewToken(token: string, { secret, origins, now }: { secret: string; origins: readonly string[]; now: Date }): ReadPreview {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, refusal: 'malformed' };
  const [, payload = '', given = ''] = parts;
  const expected = signature(payload, secret);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { ok: false, refusal: 'malformed' };

  const grant = parseGrant(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!grant) return { ok: false, refusal: 'malformed' };
  if (grant.expiresAt.getTime() <= now.getTime()) return { ok: false, refusal: 'expired' };
  // A signer's mistake (or an old secret's long link) is bounded too.
  if (grant.expiresAt.getTime() > now.getTime() + MAX_PREVIEW_MINUTES * 60_000) return { ok: false, refusal: 'malformed' };
  // PREVIEW_ORIGINS stays the allow-list: a link signed for an origin since removed no longer works.
  if (!origins.includes(new URL(grant.manifestUrl).origin)) return { ok: false, refusal: 'origin' };
  return { ok: true, grant };
}

function parseGrant(json: string): PreviewGrant | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { remote, manifest, sha256, exp } = value as Record<string, unknown>;
  if (typeof remote !== 'string' || !(REMOTE_NAMES as string[]).includes(remote)) return null;
  if (typeof manifest !== 'string' || typeof sha256 !== 'string' || !SHA256_HEX.test(sha256)) return null;
  if (typeof exp !== 'number' || !Number.isSafeInteger(exp)) return null;
  const url = URL.parse(manifest);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  return { remote, manifestUrl: url.href, sha256, expiresAt: new Date(exp * 1000) };
}
