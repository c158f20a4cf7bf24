import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { remoteMapSchema, type RemoteMap } from '@lettra/contracts';
import { REMOTES } from '@lettra/federation-config/remotes';

// /remotes.json's contract is the one the shell reads it with.
export type { RemoteMap };

/** A remote map written as JSON text (`REMOTES`, the file of `REMOTES_FILE`); throws a readable error. */
export function parseRemoteMap(text: string): RemoteMap {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('la liste des remotes doit être un objet JSON');
  }
  const parsed = remoteMapSchema.safeParse(json);
  if (!parsed.success) throw new Error('la liste des remotes doit être un objet JSON { "nom du remote": "URL de son mf-manifest.json" }');
  return parsed.data;
}

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
