// The production build once failed in CI with MISSING_EXPORT for shared-ui names (docs/ci.md): the
// federation plugin wrote the wrapper of an import:false share from the named exports it had seen so
// far, and on a busy machine it decided 'every importer seen' too early (a 10 ms quiet window). This
// builds mfe-account with one importer held back until that window has passed (build-race.vite-config.ts):
// the unpatched plugin fails with the CI's error; patched, the wrapper always re-exports everything.
// Whether the patched build passes does not depend on the machine's speed.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const appDir = resolve(import.meta.dirname, '../mfe-account');
const outDir = mkdtempSync(join(tmpdir(), 'lettra-build-race-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// The plugin reads the app's packages from the working directory, so the build runs as the app's own.
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const config = resolve(import.meta.dirname, 'build-race.vite-config.ts');

it('builds a remote when one shared-ui importer is loaded late', async () => {
  const run = promisify(execFile)(process.execPath, [viteBin, 'build', '-c', config, '--outDir', outDir, '--emptyOutDir'], {
    cwd: appDir,
    // As CI's build step runs it: without the test runner's NODE_ENV=test and VITEST variables.
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'))),
    maxBuffer: 16 * 1024 * 1024,
  });
  await expect(run).resolves.toMatchObject({ stdout: expect.stringContaining('built in') });
}, 120_000);
