// Where releases live: the map in the REMOTES_FILE the api follows, and their history as JSON lines
// beside it (remotes.json → remotes.history.jsonl), so both travel and are backed up together.
import { appendFile, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { parseRemoteMap, type RemoteMap } from '../static/remote-map.ts';
import { historyLine, parseHistory, type ReleaseEntry } from './release-history.ts';

export const historyFileOf = (remotesFile: string) => join(dirname(remotesFile), `${basename(remotesFile, extname(remotesFile))}.history.jsonl`);

const missing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

export async function readReleaseState(remotesFile: string): Promise<{ map: RemoteMap; history: ReleaseEntry[] }> {
  const mapText = await readFile(remotesFile, 'utf8').catch((error: unknown) => {
    // A first release must not make a map of one remote: the others would vanish from the site.
    if (missing(error)) throw new Error(`${remotesFile} n'existe pas : créez-le avec la liste complète des remotes en service.`);
    throw error;
  });
  let map: RemoteMap;
  try {
    map = parseRemoteMap(mapText);
  } catch (error) {
    throw new Error(`${remotesFile} : ${(error as Error).message}`, { cause: error });
  }
  const historyText = await readFile(historyFileOf(remotesFile), 'utf8').catch((error: unknown) => {
    if (missing(error)) return '';
    throw error;
  });
  return { map, history: parseHistory(historyText) };
}

/**
 * Puts `map` in service, then records `entry`. The map is replaced in one rename, so an api instance
 * reading it at that moment sees the old map or the new one, never half of either.
 */
export async function writeRelease(remotesFile: string, map: RemoteMap, entry: ReleaseEntry): Promise<void> {
  const next = `${remotesFile}.${process.pid}.tmp`;
  await writeFile(next, `${JSON.stringify(map, null, 2)}\n`);
  await rename(next, remotesFile);
  await appendFile(historyFileOf(remotesFile), historyLine(entry));
}

/**
 * Runs `change` holding `<REMOTES_FILE>.lock`: a release reads the map, checks for seconds, then writes
 * it, so two at once would lose one of them. A lock already there is a refusal, never a wait.
 */
export async function withReleaseLock<T>(remotesFile: string, change: () => Promise<T>): Promise<T> {
  const lock = `${remotesFile}.lock`;
  const handle = await open(lock, 'wx').catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
      throw new Error(`Une autre release est en cours (${lock}). Si ce n’est pas le cas, supprimez ce fichier.`, { cause: error });
    }
    throw error;
  });
  try {
    await handle.writeFile(`${process.pid}\n`);
    return await change();
  } finally {
    await handle.close();
    await rm(lock, { force: true });
  }
}
