// `pnpm check:compat [shell] [remote…]`: fails when a remote requires a shared version the shell does not
// provide (docs/federation.md §2). Each argument is a build folder, its mf-manifest.json, or that file's
// URL; without arguments, shell/dist against every remote's dist/ in this checkout.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { REMOTE_NAMES, REMOTES } from './remotes.ts';
import { describeIncompatibility, incompatibilities, type FederationManifest } from './shared-compat.ts';

const root = join(import.meta.dirname, '..');
// pnpm runs a script from the workspace root; paths are read from where it was typed.
const typedFrom = process.env.INIT_CWD ?? process.cwd();

function fail(message: string): never {
  console.error(`✗ ${message}`);
  process.exit(1);
}

async function readManifest(where: string): Promise<FederationManifest> {
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(where, { cache: 'no-store' }).catch((error: unknown) => fail(`${where} : ${String(error)}`));
    if (!response.ok) fail(`${where} : HTTP ${response.status}`);
    return (await response.json()) as FederationManifest;
  }
  const path = where.endsWith('.json') ? where : join(where, 'mf-manifest.json');
  const text = await readFile(path, 'utf8').catch(() => fail(`${path} introuvable : construisez d'abord le shell et les remotes.`));
  return JSON.parse(text) as FederationManifest;
}

function resolveArg(arg: string): string {
  return /^https?:\/\//.test(arg) ? arg : resolve(typedFrom, arg);
}

const [shellArg, ...remoteArgs] = process.argv.slice(2);
const shellWhere = shellArg ? resolveArg(shellArg) : join(root, 'shell', 'dist');
const remoteWheres = remoteArgs.length > 0 ? remoteArgs.map(resolveArg) : REMOTE_NAMES.map((name) => join(root, REMOTES[name].dir, 'dist'));

const shell = await readManifest(shellWhere);
const remotes = await Promise.all(remoteWheres.map(readManifest));
const problems = remotes.flatMap((remote) => incompatibilities(shell, remote));
for (const problem of problems) console.error(`✗ ${describeIncompatibility(problem)}`);
if (problems.length > 0) fail(`Ne déployez pas ces remotes avec ce shell (${shellWhere}) : déployez d'abord un shell qui fournit ces versions.`);
console.log(`✓ ${remotes.map((remote) => remote.name).join(', ')} : le shell (${shellWhere}) fournit toutes les versions partagées demandées.`);
