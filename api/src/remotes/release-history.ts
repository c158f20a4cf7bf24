// The release log of the remote map (docs/federation.md, 'Releasing a remote'): what `pnpm remote:release`,
// `remote:rollback` and `remote:history` decide, without any I/O. release-store.ts reads and writes.
import { z } from 'zod';
import { REMOTE_NAMES } from '@lettra/federation-config/remotes';
import type { RemoteMap } from '../static/remote-map.ts';

const entrySchema = z.object({
  at: z.iso.datetime(),
  action: z.enum(['release', 'rollback']),
  remote: z.string().min(1),
  manifest: z.string().min(1),
  /** The manifest the remote had before; null when it was not in the map. */
  previous: z.string().min(1).nullable(),
});
export type ReleaseEntry = z.infer<typeof entrySchema>;

/** A change of the map, with the line that records it; or why there is none. */
export type Plan = { ok: true; map: RemoteMap; entry: ReleaseEntry } | { ok: false; reason: string };

/** The history file: one JSON entry a line, oldest first. */
export function parseHistory(text: string): ReleaseEntry[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      const entry = entrySchema.safeParse(safeJson(line));
      if (!entry.success) throw new Error(`historique des releases illisible à la ligne ${number}`);
      return entry.data;
    });
}

export const historyLine = (entry: ReleaseEntry) => `${JSON.stringify(entry)}\n`;

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

/**
 * The versions of `remote` a rollback walks back through, the one in service last: each release stacks
 * its manifest (over the one it replaced, for the first), each rollback takes the top one off.
 */
export function releaseStack(history: ReleaseEntry[], remote: string): string[] {
  const stack: string[] = [];
  for (const entry of history) {
    if (entry.remote !== remote) continue;
    if (entry.action === 'rollback') {
      stack.pop();
      continue;
    }
    if (stack.length === 0 && entry.previous !== null) stack.push(entry.previous);
    stack.push(entry.manifest);
  }
  return stack;
}

export function planRelease({ map, remote, manifest, at }: { map: RemoteMap; remote: string; manifest: string; at: Date }): Plan {
  if (!(REMOTE_NAMES as string[]).includes(remote)) {
    return { ok: false, reason: `${remote} n'est pas un remote de Lettra (remotes connus : ${REMOTE_NAMES.join(', ')}).` };
  }
  const previous = map[remote] ?? null;
  if (previous === manifest) return { ok: false, reason: `${remote} est déjà servi depuis ${manifest} : rien à changer.` };
  return {
    ok: true,
    map: { ...map, [remote]: manifest },
    entry: { at: at.toISOString(), action: 'release', remote, manifest, previous },
  };
}

export function planRollback({ map, history, remote, at }: { map: RemoteMap; history: ReleaseEntry[]; remote: string; at: Date }): Plan {
  const stack = releaseStack(history, remote);
  const current = map[remote];
  const inService = stack.at(-1);
  if (inService === undefined) return { ok: false, reason: `Aucune release de ${remote} n'est enregistrée : rien à annuler.` };
  // The file was changed by another hand since the last release: which version to go back to is not known.
  if (current !== inService) {
    return {
      ok: false,
      reason: `La liste des remotes sert ${current ?? 'aucune version'} pour ${remote}, pas ${inService} comme l'historique l'indique : corrigez-la par une release.`,
    };
  }
  const target = stack.at(-2);
  if (target === undefined) return { ok: false, reason: `${remote} n'a pas de version précédente enregistrée : rien à annuler.` };
  return {
    ok: true,
    map: { ...map, [remote]: target },
    entry: { at: at.toISOString(), action: 'rollback', remote, manifest: target, previous: current },
  };
}

const ACTION_LABEL = { release: 'release ', rollback: 'rollback' } as const;

/** One line per entry, oldest first: date (UTC), action, remote, the manifest now served, the one before. */
export function formatHistory(history: ReleaseEntry[], remote?: string): string[] {
  return history
    .filter((entry) => remote === undefined || entry.remote === remote)
    .map((entry) => {
      const date = `${entry.at.slice(0, 10)} ${entry.at.slice(11, 19)} UTC`;
      return `${date}  ${ACTION_LABEL[entry.action]}  ${entry.remote}  ${entry.manifest}  (avant : ${entry.previous ?? 'absent'})`;
    });
}
