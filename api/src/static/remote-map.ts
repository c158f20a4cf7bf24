import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Remotes the api can serve itself in single-origin mode: name → folder and URL path. */
export const LOCAL_REMOTES = {
  mfe_marketing: { dir: 'mfe-marketing', path: 'marketing' },
  mfe_generator: { dir: 'mfe-generator', path: 'generator' },
  mfe_account: { dir: 'mfe-account', path: 'account' },
  mfe_blog: { dir: 'mfe-blog', path: 'blog' },
} as const;

export type RemoteMap = Record<string, string>;

/** The built remotes found under `frontRoot`, as the /remotes.json map of single-origin mode. */
export function localRemoteMap(frontRoot: string): RemoteMap {
  return Object.fromEntries(
    Object.entries(LOCAL_REMOTES)
      .filter(([, remote]) => existsSync(join(frontRoot, remote.dir, 'dist', 'remoteEntry.js')))
      .map(([name, remote]) => [name, `/mfe/${remote.path}/mf-manifest.json`]),
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
