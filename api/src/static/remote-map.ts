import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@lettra/federation-config/remotes';

export type RemoteMap = Record<string, string>;

/**
 * The built remotes found under `frontRoot`, as the /remotes.json map of single-origin mode: each served
 * by the api under its `apiPath` (federation-config/remotes.ts).
 */
export function localRemoteMap(frontRoot: string): RemoteMap {
  return Object.fromEntries(
    Object.entries(REMOTES)
      .filter(([, remote]) => existsSync(join(frontRoot, remote.dir, 'dist', 'remoteEntry.js')))
      .map(([name, remote]) => [name, `${remote.apiPath}mf-manifest.json`]),
  );
}

/** Origins other than our own that remotes are loaded from: the CSP must allow exactly those. */
export function remoteOrigins(map: RemoteMap): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(map)) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}
