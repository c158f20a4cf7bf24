import { REMOTE_NAMES, type RemoteName } from '@lettra/federation-config/remotes';
import type { Preview } from './preview-session.ts';

export type ParsedPreview = { ok: true; preview: Preview } | { ok: false; reason: string };

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as string[]).includes(name);

/** `mfe_blog:https://…/mf-manifest.json`: a known remote, then an absolute http(s) address. */
export function parsePreview(value: string): ParsedPreview {
  const colon = value.indexOf(':');
  const remote = colon < 0 ? value : value.slice(0, colon);
  if (!isRemoteName(remote)) return { ok: false, reason: `remote inconnu « ${remote} »` };
  let url: URL;
  try {
    url = new URL(value.slice(colon + 1));
  } catch {
    return { ok: false, reason: `adresse illisible « ${value.slice(colon + 1)} »` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `adresse ni http ni https « ${url.href} »` };
  return { ok: true, preview: { remote, manifestUrl: url.href } };
}

/**
 * Only an origin the api lists, exactly: a link must never make the product's pages run a script from
 * anywhere else (and the page's Content-Security-Policy allows those origins only).
 */
export function fromAllowedOrigin(preview: Preview, origins: readonly string[]): boolean {
  return origins.includes(new URL(preview.manifestUrl).origin);
}

