// `pnpm remote:release <remote> <manifest-url>`, `pnpm remote:rollback <remote>`, `pnpm remote:history [remote]`
// (docs/federation.md, 'Releasing a remote'). A refusal changes nothing and exits non-zero.
import { parseArgs } from 'node:util';
import { formatHistory, planRelease, planRollback, type Plan } from './release-history.ts';
import { manifestUrl, targetProblems, type TargetChecks } from './release-checks.ts';
import { readReleaseState, withReleaseLock, writeRelease } from './release-store.ts';

export interface CommandContext {
  /** `REMOTES_FILE`, absolute; null when not set. */
  remotesFile: string | null;
  /** The site in service (`PUBLIC_URL`): its shell's manifest by default, and the origin of path manifests. */
  siteUrl: string;
  now: () => Date;
  checks: TargetChecks;
  print: (text: string) => void;
  printError: (text: string) => void;
}

const USAGE = [
  'pnpm remote:release <remote> <URL du mf-manifest.json> [--shell <mf-manifest.json du shell en service ou son dossier>]',
  'pnpm remote:rollback <remote> [--shell …]',
  'pnpm remote:history [remote]',
].join('\n');

/** A failure while the map or its history was being written: the one case where something may have changed. */
class WriteFailure extends Error {}

/** Runs one command; returns the process's exit code. */
export async function runRemoteCommand(args: string[], context: CommandContext): Promise<number> {
  try {
    await run(args, context);
    return 0;
  } catch (error) {
    context.printError(`✗ ${error instanceof Error ? error.message : String(error)}`);
    context.printError(
      error instanceof WriteFailure ? `Vérifiez ${context.remotesFile} et son historique avant de recommencer.` : 'Rien n’a été modifié.',
    );
    return 1;
  }
}

async function run(args: string[], context: CommandContext): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { shell: { type: 'string' } } });
  const [command, remote, manifest, ...extra] = positionals;
  const file = context.remotesFile;
  if (!file) throw new Error('REMOTES_FILE n’est pas défini : indiquez le fichier de la liste des remotes que l’api suit.');
  const shell = values.shell ?? `${context.siteUrl}/mf-manifest.json`;

  if (command === 'history' && manifest === undefined) {
    const lines = formatHistory((await readReleaseState(file)).history, remote);
    context.print(lines.length > 0 ? lines.join('\n') : 'Aucune release enregistrée.');
    return;
  }
  if (command === 'release' && remote && manifest && extra.length === 0) {
    await withReleaseLock(file, async () => {
      const { map } = await readReleaseState(file);
      await apply(file, planRelease({ map, remote, manifest, at: context.now() }), shell, context);
    });
    return;
  }
  if (command === 'rollback' && remote && manifest === undefined) {
    await withReleaseLock(file, async () => {
      const { map, history } = await readReleaseState(file);
      await apply(file, planRollback({ map, history, remote, at: context.now() }), shell, context);
    });
    return;
  }
  throw new Error(`usage :\n${USAGE}`);
}

async function apply(remotesFile: string, plan: Plan, shell: string, context: CommandContext): Promise<void> {
  if (!plan.ok) throw new Error(plan.reason);
  const { remote, manifest, action } = plan.entry;
  const problems = await targetProblems({ remote, manifest: manifestUrl(manifest, context.siteUrl), shell }, context.checks);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  await writeRelease(remotesFile, plan.map, plan.entry).catch((error: unknown) => {
    throw new WriteFailure(`écriture impossible : ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
  const verb = action === 'release' ? 'publié' : 'revenu à la version précédente';
  context.print(`✓ ${remote} ${verb} : ${manifest}\n  Chaque instance de l’api le sert dans la seconde ; les pages ouvertes le prennent à leur prochain chargement.`);
}
