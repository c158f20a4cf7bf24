import { ExpiredPreviewLinkError } from '../errors/expired-preview-link-error.ts';
import { InvalidPreviewLinkError } from '../errors/invalid-preview-link-error.ts';
import { PreviewOriginNotAllowedError } from '../errors/preview-origin-not-allowed-error.ts';
import { PreviewsDisabledError } from '../errors/previews-disabled-error.ts';
import { readPreviewToken, type PreviewGrant } from './preview-token.ts';

export interface PreviewSettings {
  /** `PREVIEW_SECRET`; null: previews are off. */
  secret: string | null;
  /** `PREVIEW_ORIGINS`: the only origins a link may point to. */
  origins: readonly string[];
  now: () => Date;
}

/** The api's two uses of a preview link: the shell's check, and the page whose CSP may name its origin. */
export interface PreviewGate {
  /** What the link allows, or the typed error saying why not (French, error-map.ts). */
  grant: (token: string) => PreviewGrant;
  /** The origin a page requested with this token may load scripts from; null for any link not valid now. */
  originOf: (token: string | undefined) => string | null;
}

export function createPreviewGate({ secret, origins, now }: PreviewSettings): PreviewGate {
  const read = (token: string) => (secret === null ? null : readPreviewToken(token, { secret, origins, now: now() }));
  return {
    grant(token) {
      const result = read(token);
      if (result === null) throw new PreviewsDisabledError();
      if (result.ok) return result.grant;
      if (result.refusal === 'expired') throw new ExpiredPreviewLinkError();
      if (result.refusal === 'origin') throw new PreviewOriginNotAllowedError();
      throw new InvalidPreviewLinkError();
    },
    originOf(token) {
      if (token === undefined) return null;
      const result = read(token);
      return result?.ok ? new URL(result.grant.manifestUrl).origin : null;
    },
  };
}
