import { readFile } from 'node:fs/promises';
import { parseRemoteMap, type RemoteMap } from './remote-map.ts';

/**
 * How often the file of `REMOTES_FILE` is read again, at most. Every instance checks it on its own, so
 * a release reaches all of them within this delay (plus the file system's own, for a shared volume).
 */
export const REMOTES_FILE_CHECK_MS = 1000;

/** Where /remotes.json comes from: the same object for as long as the map does not change. */
export interface RemoteMapSource {
  current(): Promise<RemoteMap>;
}

export function fixedRemoteMap(map: RemoteMap): RemoteMapSource {
  return { current: () => Promise.resolve(map) };
}

export interface RemotesFileOptions {
  path: string;
  now: () => Date;
  /** Reports a change of map, and a file that cannot be read or parsed (the last good map stays). */
  onChange: (map: RemoteMap) => void;
  onError: (error: Error) => void;
  read?: (path: string) => Promise<string>;
}

/**
 * The remote map of a file, read again when a request comes REMOTES_FILE_CHECK_MS or more after the
 * last read (docs/federation.md, 'Releasing a remote'): a release is a change of the file, never a
 * restart. Checked on demand rather than on a timer, so an idle instance does nothing and the clock is
 * the only thing tests move. The first read must succeed: an instance must not start without remotes.
 */
export async function remotesFile({ path, now, onChange, onError, read = (file) => readFile(file, 'utf8') }: RemotesFileOptions): Promise<RemoteMapSource> {
  const readMap = async () => {
    const text = await read(path);
    return { text, map: parseRemoteMap(text) };
  };
  let last = await readMap().catch((error: unknown) => {
    throw new Error(`REMOTES_FILE (${path}) : ${error instanceof Error ? error.message : String(error)}`);
  });
  let checkedAt = now().getTime();
  // A bad file is reported once, not at every check until it is fixed.
  let lastProblem: string | null = null;
  let checking: Promise<RemoteMap> | null = null;

  const check = async (): Promise<RemoteMap> => {
    try {
      const text = await read(path);
      if (text !== last.text) {
        last = { text, map: parseRemoteMap(text) };
        onChange(last.map);
      }
      lastProblem = null;
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== lastProblem) onError(new Error(`REMOTES_FILE (${path}) : ${problem} ; la liste précédente reste en service`));
      lastProblem = problem;
    }
    return last.map;
  };

  return {
    current() {
      // A request arriving during a check waits for it: no request after a change sees the old map.
      if (checking) return checking;
      const at = now().getTime();
      if (at - checkedAt < REMOTES_FILE_CHECK_MS) return Promise.resolve(last.map);
      checkedAt = at;
      checking = check().finally(() => {
        checking = null;
      });
      return checking;
    },
  };
}
