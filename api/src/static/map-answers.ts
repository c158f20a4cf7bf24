import { createHash } from 'node:crypto';
import { CompressibleText } from './compressed-text.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { remoteOrigins, type RemoteMap } from './remote-map.ts';

/** What the api answers that follows the remote map: the pages' CSP and /remotes.json. */
export interface MapAnswers {
  csp: string;
  /**
   * The CSP of a page requested with a valid preview link: the map's origins and that link's one. Only
   * that page's answer names it (docs/security.md 'Previewing a remote'); never kept, since it is rare.
   */
  cspWithPreview: (origin: string) => string;
  remotesJson: CompressibleText;
  /** A validator for /remotes.json: a browser revalidating an unchanged map gets a 304. */
  etag: string;
}

export interface MapAnswersOptions {
  stripe?: boolean;
}

/**
 * The answers for a map, made once per map: the source hands out the same object until the map
 * changes, so only the last one is kept.
 */
export function mapAnswers({ stripe }: MapAnswersOptions): (map: RemoteMap) => MapAnswers {
  let last: { map: RemoteMap; answers: MapAnswers } | null = null;
  return (map) => {
    if (last?.map === map) return last.answers;
    const json = JSON.stringify(map);
    const origins = remoteOrigins(map);
    const answers = {
      csp: contentSecurityPolicy(origins, { stripe }),
      cspWithPreview: (origin: string) => contentSecurityPolicy([...new Set([...origins, origin])], { stripe }),
      remotesJson: new CompressibleText(json, 'application/json; charset=utf-8'),
      // Weak: the same map goes out in several encodings.
      etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`,
    };
    last = { map, answers };
    return answers;
  };
}
