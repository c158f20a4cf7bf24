import { createHash } from 'node:crypto';
import { CompressibleText } from './compressed-text.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { remoteOrigins, type RemoteMap } from './remote-map.ts';

/** What the api answers that follows the remote map: the pages' CSP and /remotes.json. */
export interface MapAnswers {
  csp: string;
  remotesJson: CompressibleText;
  /** A validator for /remotes.json: a browser revalidating an unchanged map gets a 304. */
  etag: string;
}

export interface MapAnswersOptions {
  stripe?: boolean;
  /** Origins a remote's preview may be loaded from (`PREVIEW_ORIGINS`): allowed as remote origins are. */
  previewOrigins?: string[];
}

/**
 * The answers for a map, made once per map: the source hands out the same object until the map
 * changes, so only the last one is kept.
 */
export function mapAnswers({ stripe, previewOrigins = [] }: MapAnswersOptions): (map: RemoteMap) => MapAnswers {
  let last: { map: RemoteMap; answers: MapAnswers } | null = null;
  return (map) => {
    if (last?.map === map) return last.answers;
    const json = JSON.stringify(map);
    const origins = [...new Set([...remoteOrigins(map), ...previewOrigins])];
    const answers = {
      csp: contentSecurityPolicy(origins, { stripe }),
      remotesJson: new CompressibleText(json, 'application/json; charset=utf-8'),
      // Weak: the same map goes out in several encodings.
      etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`,
    };
    last = { map, answers };
    return answers;
  };
}
