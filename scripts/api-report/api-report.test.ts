import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { judge, surfaceChanges, versionBump, type ApiReport } from './report-file.ts';

const root = join(import.meta.dirname, '..', '..');
const cli = join(import.meta.dirname, 'cli.ts');

const report: ApiReport = {
  name: '@lettra/shared-ui',
  version: '5.2.0',
  surface: { '@lettra/shared-ui': { useAuth: 'function () => AuthContextValue', 'fr.nav.login': 'const string' } },
};
const withExports = (exports: Record<string, string>) => ({ '@lettra/shared-ui': exports });

describe('the version a change of surface needs', () => {
  it('is a major for an export removed or a signature changed, a minor for an export added', () => {
    expect(surfaceChanges(report.surface, withExports({ useAuth: 'function () => AuthContextValue' }))).toEqual({
      needed: 'major',
      changes: ['retiré : fr.nav.login (@lettra/shared-ui)'],
    });
    expect(surfaceChanges(report.surface, withExports({ ...report.surface['@lettra/shared-ui'], useAuth: 'function () => AuthContextValue | null' })).needed).toBe('major');
    expect(surfaceChanges(report.surface, withExports({ ...report.surface['@lettra/shared-ui'], RouteSlot: 'function () => JSX.Element' }))).toEqual({
      needed: 'minor',
      changes: ['ajouté : RouteSlot (@lettra/shared-ui)'],
    });
    expect(surfaceChanges(report.surface, report.surface)).toEqual({ needed: 'none', changes: [] });
  });

  it('reads the change from the report’s version to package.json’s', () => {
    expect(versionBump('5.2.0', '6.0.0')).toBe('major');
    expect(versionBump('5.2.0', '5.3.0')).toBe('minor');
    expect(versionBump('5.2.0', '5.2.1')).toBe('patch');
    expect(versionBump('5.2.0', '5.2.0')).toBe('none');
    expect(versionBump('5.2.0', '5.1.9')).toBe('lower');
  });

  it('refuses a removal under a minor version, takes it under a major, and asks for the report again', () => {
    const removed = withExports({ useAuth: 'function () => AuthContextValue' });
    const refused = judge(report, removed, '5.3.0');
    expect(refused.versioned).toBe(false);
    expect(refused.message).toContain('Il faut une version majeure : 5.2.0 → 6.0.0 au moins (package.json dit 5.3.0)');
    expect(judge(report, removed, '6.0.0')).toMatchObject({ versioned: true, current: false });
    expect(judge(report, report.surface, '5.2.0')).toMatchObject({ versioned: true, current: true });
  });
});

describe('pnpm check:api on a copy of shared-ui', () => {
  let copy: string;

  // A sibling of shared-ui, so that its node_modules links resolve as shared-ui's own.
  beforeAll(() => {
    copy = mkdtempSync(join(root, '.api-report-'));
    for (const part of ['src', 'node_modules', 'package.json', 'tsconfig.json', 'api-report.md']) {
      cpSync(join(root, 'shared-ui', part), join(copy, part), { recursive: true, verbatimSymlinks: true });
    }
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  const run = (...args: string[]) => spawnSync(process.execPath, [cli, '--package', copy, ...args], { encoding: 'utf8' });
  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(join(copy, file), 'utf8');
    expect(text).toContain(from);
    writeFileSync(join(copy, file), text.replace(from, to));
  };

  it('passes as committed, a wording changed included; fails on an export removed without a major version, until one is given', () => {
    expect(run().status, 'the committed report states shared-ui as it is').toBe(0);
    edit('src/strings/fr.ts', "login: 'Se connecter'", "login: 'Connexion'");
    expect(run().status, 'a text is no signature').toBe(0);

    edit('src/index.ts', "export { RemoteLoadError } from './federation/remote-load-error.ts';\n", '');
    const refused = run();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('retiré : RemoteLoadError (@lettra/shared-ui)');
    expect(refused.stderr).toContain('Il faut une version majeure');
    expect(run('--write').status, 'the report is not written either').toBe(1);

    const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { version: string };
    const major = `${Number(pkg.version.split('.')[0]) + 1}.0.0`;
    writeFileSync(join(copy, 'package.json'), JSON.stringify({ ...pkg, version: major }));
    expect(run().status, 'versioned, but the report is not written yet').toBe(1);
    expect(run('--write').status).toBe(0);
    expect(run().status).toBe(0);
    expect(readFileSync(join(copy, 'api-report.md'), 'utf8')).toContain(`version : ${major}`);
    // Seven runs of the TypeScript compiler: the limit only stops a hung child, and is generous for a busy 2-core machine
    // (one run took 72 s while other suites shared the cores).
  }, 240_000);
});
