import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runRemoteCommand, type CommandContext } from './commands.ts';
import type { CompatResult } from './release-checks.ts';
import { historyFileOf } from './release-store.ts';

const SITE = 'https://lettra.example';
const cdn = (version: string) => `https://cdn.example/mfe-blog/${version}/mf-manifest.json`;
const MAP = { mfe_blog: cdn('v1'), mfe_marketing: '/mfe/marketing/mf-manifest.json' };

let dir: string;
let remotesFile: string;
let clock: Date;
/** The manifests the fake network knows, by URL. */
let manifests: Record<string, unknown>;
let compat: CompatResult;
let calls: { fetched: string[]; compat: Array<[string, string]> };
let output: { out: string[]; err: string[] };

function context(overrides: Partial<CommandContext> = {}): CommandContext {
  return {
    remotesFile,
    siteUrl: SITE,
    now: () => clock,
    checks: {
      fetchManifest: async (url) => {
        calls.fetched.push(url);
        if (!(url in manifests)) throw new Error('HTTP 404');
        return manifests[url];
      },
      checkCompat: async (shell, manifest) => {
        calls.compat.push([shell, manifest]);
        return compat;
      },
    },
    print: (text) => output.out.push(text),
    printError: (text) => output.err.push(text),
    ...overrides,
  };
}

const run = (...args: string[]) => runRemoteCommand(args, context());
const files = () => ({
  map: readFileSync(remotesFile, 'utf8'),
  history: existsSync(historyFileOf(remotesFile)) ? readFileSync(historyFileOf(remotesFile), 'utf8') : null,
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lettra-releases-'));
  remotesFile = join(dir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(MAP));
  clock = new Date('2026-11-26T09:00:00.000Z');
  manifests = { [cdn('v1')]: { name: 'mfe_blog' }, [cdn('v2')]: { name: 'mfe_blog' }, 'https://cdn.example/m/mf-manifest.json': { name: 'mfe_marketing' } };
  compat = { ok: true, output: '✓ mfe_blog : le shell fournit toutes les versions partagées demandées.' };
  calls = { fetched: [], compat: [] };
  output = { out: [], err: [] };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pnpm remote:release', () => {
  it('checks the manifest against the live shell, then puts it in the map and records it', async () => {
    expect(await run('release', 'mfe_blog', cdn('v2'))).toBe(0);
    expect(calls).toEqual({ fetched: [cdn('v2')], compat: [[`${SITE}/mf-manifest.json`, cdn('v2')]] });
    expect(JSON.parse(files().map)).toEqual({ ...MAP, mfe_blog: cdn('v2') });
    expect(files().history).toBe(
      `${JSON.stringify({ at: '2026-11-26T09:00:00.000Z', action: 'release', remote: 'mfe_blog', manifest: cdn('v2'), previous: cdn('v1') })}\n`,
    );
    expect(output.out.join('\n')).toContain(`✓ mfe_blog publié : ${cdn('v2')}`);
    expect(existsSync(`${remotesFile}.${process.pid}.tmp`)).toBe(false);
  });

  it('checks against the shell named by --shell, and a path manifest at the site’s origin', async () => {
    manifests[`${SITE}/mfe/blog-v2/mf-manifest.json`] = { name: 'mfe_blog' };
    expect(await run('release', 'mfe_blog', '/mfe/blog-v2/mf-manifest.json', '--shell', '/srv/shell/dist')).toBe(0);
    expect(calls.compat).toEqual([['/srv/shell/dist', `${SITE}/mfe/blog-v2/mf-manifest.json`]]);
    expect(JSON.parse(files().map).mfe_blog).toBe('/mfe/blog-v2/mf-manifest.json');
  });

  it.each([
    { case: 'an unreachable manifest', manifest: cdn('v3'), message: `Le manifeste ${cdn('v3')} est injoignable : HTTP 404.` },
    {
      case: 'another remote’s manifest',
      manifest: 'https://cdn.example/m/mf-manifest.json',
      message: 'Le manifeste https://cdn.example/m/mf-manifest.json est celui de mfe_marketing, pas de mfe_blog.',
    },
  ])('refuses $case, says why, and changes nothing', async ({ manifest, message }) => {
    const before = files();
    expect(await run('release', 'mfe_blog', manifest)).toBe(1);
    expect(output.err).toEqual([`✗ ${message}`, 'Rien n’a été modifié.']);
    expect(calls.compat).toEqual([]);
    expect(files()).toEqual(before);
  });

  it('refuses a remote the live shell cannot run, with what pnpm check:compat said', async () => {
    compat = { ok: false, output: '✗ mfe_blog demande @lettra/shared-ui ^2.2.0, le shell fournit 2.1.0\n' };
    const before = files();
    expect(await run('release', 'mfe_blog', cdn('v2'))).toBe(1);
    expect(output.err[0]).toBe(
      `✗ pnpm check:compat refuse mfe_blog avec le shell en service (${SITE}/mf-manifest.json) :\n✗ mfe_blog demande @lettra/shared-ui ^2.2.0, le shell fournit 2.1.0`,
    );
    expect(files()).toEqual(before);
  });

  it('refuses without REMOTES_FILE, without its file, and with the wrong arguments', async () => {
    expect(await runRemoteCommand(['release', 'mfe_blog', cdn('v2')], context({ remotesFile: null }))).toBe(1);
    expect(output.err[0]).toContain('REMOTES_FILE n’est pas défini');
    expect(await runRemoteCommand(['release', 'mfe_blog', cdn('v2')], context({ remotesFile: join(dir, 'absent.json') }))).toBe(1);
    expect(output.err.at(-2)).toContain('absent.json n\'existe pas : créez-le avec la liste complète des remotes en service.');
    expect(existsSync(join(dir, 'absent.json'))).toBe(false);
    expect(await run('release', 'mfe_blog')).toBe(1);
    expect(output.err.at(-2)).toContain('pnpm remote:release <remote> <URL du mf-manifest.json>');
  });

  it('refuses while another release holds the lock, and leaves no lock behind itself', async () => {
    writeFileSync(`${remotesFile}.lock`, '4242\n');
    const before = files();
    expect(await run('release', 'mfe_blog', cdn('v2'))).toBe(1);
    expect(output.err[0]).toBe(`✗ Une autre release est en cours (${remotesFile}.lock). Si ce n’est pas le cas, supprimez ce fichier.`);
    expect(files()).toEqual(before);
    expect(calls.fetched).toEqual([]);

    rmSync(`${remotesFile}.lock`);
    expect(await run('release', 'mfe_blog', cdn('v3'))).toBe(1);
    expect(await run('release', 'mfe_blog', cdn('v2'))).toBe(0);
    expect(existsSync(`${remotesFile}.lock`)).toBe(false);
  });

  it('says what to check when writing fails', async () => {
    mkdirSync(`${remotesFile}.${process.pid}.tmp`);
    expect(await run('release', 'mfe_blog', cdn('v2'))).toBe(1);
    expect(output.err[0]).toMatch(/^✗ écriture impossible : EISDIR/);
    expect(output.err[1]).toBe(`Vérifiez ${remotesFile} et son historique avant de recommencer.`);
  });
});

describe('pnpm remote:rollback and remote:history', () => {
  it('returns to the previous version, and the history lists both with their dates', async () => {
    await run('release', 'mfe_blog', cdn('v2'));
    clock = new Date('2026-11-26T09:30:00.000Z');
    expect(await run('rollback', 'mfe_blog')).toBe(0);
    expect(calls.fetched.at(-1)).toBe(cdn('v1'));
    expect(JSON.parse(files().map)).toEqual(MAP);

    output.out = [];
    expect(await run('history')).toBe(0);
    expect(output.out).toEqual([
      [
        `2026-11-26 09:00:00 UTC  release   mfe_blog  ${cdn('v2')}  (avant : ${cdn('v1')})`,
        `2026-11-26 09:30:00 UTC  rollback  mfe_blog  ${cdn('v1')}  (avant : ${cdn('v2')})`,
      ].join('\n'),
    ]);
  });

  it('refuses a rollback with nothing to return to, or to a version that is no longer reachable', async () => {
    expect(await run('rollback', 'mfe_blog')).toBe(1);
    expect(output.err[0]).toBe("✗ Aucune release de mfe_blog n'est enregistrée : rien à annuler.");
    await run('release', 'mfe_blog', cdn('v2'));
    delete manifests[cdn('v1')];
    const before = files();
    expect(await run('rollback', 'mfe_blog')).toBe(1);
    expect(output.err.at(-2)).toBe(`✗ Le manifeste ${cdn('v1')} est injoignable : HTTP 404.`);
    expect(files()).toEqual(before);
  });

  it('says so when nothing was released yet', async () => {
    expect(await run('history', 'mfe_blog')).toBe(0);
    expect(output.out).toEqual(['Aucune release enregistrée.']);
  });
});
