// Entry point of `pnpm remote:release`, `remote:rollback`, `remote:history` and `remote:preview-link`
// (root package.json): commands.ts and preview-link.ts with the real file system, network and `pnpm check:compat`.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompatResult } from './release-checks.ts';
import { loadConfig } from '../config.ts';
import { runRemoteCommand } from './commands.ts';
import { runPreviewLink } from './preview-link.ts';

const CHECK_COMPAT = fileURLToPath(new URL('../../../federation-config/check-compat.ts', import.meta.url));
// pnpm runs a script from the workspace root; paths are read from where it was typed.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const absolute = (where: string) => (/^https?:\/\//.test(where) ? where : resolve(typedFrom, where));

async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** `pnpm check:compat <shell> <manifest>` itself, so a release is judged exactly as the build is. */
function checkCompat(shell: string, manifest: string): Promise<CompatResult> {
  return new Promise((done) => {
    execFile(process.execPath, [CHECK_COMPAT, shell, manifest], (error, stdout, stderr) => {
      done({ ok: error === null, output: `${stdout}${stderr}` });
    });
  });
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

const args = process.argv.slice(2);

// A preview link is signed with the api's own settings: the same environment, read the same way.
async function previewLinkCommand(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  return runPreviewLink(args.slice(1), {
    secret: config.previewSecret,
    origins: config.previewOrigins,
    siteUrl: config.publicUrl,
    now: () => new Date(),
    fetchBytes,
    print: (text) => console.log(text),
    printError: (text) => console.error(text),
  });
}

const shellAt = args.indexOf('--shell');
if (shellAt !== -1 && args[shellAt + 1] !== undefined) args[shellAt + 1] = absolute(args[shellAt + 1]!);

process.exitCode = args[0] === 'preview-link' ? await previewLinkCommand() : await runRemoteCommand(args, {
  remotesFile: process.env.REMOTES_FILE ? absolute(process.env.REMOTES_FILE) : null,
  siteUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`).replace(/(?<!\/)\/+$/, ''),
  now: () => new Date(),
  checks: { fetchManifest, checkCompat },
  print: (text) => console.log(text),
  printError: (text) => console.error(text),
});
