// `pnpm check:api` (run by `npm test` with the lint) and `pnpm api-report`: the platform singleton's
// public surface against its committed report (docs/federation.md 'The platform's surface').
//   node scripts/api-report/cli.ts [--write] [--package <folder>]
// Without --write, fails unless the report states the surface and version as they are. With --write,
// writes the report, unless the surface changed without the version change it needs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSurface } from './read-surface.ts';
import { formatReport, judge, parseReport } from './report-file.ts';

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false }, package: { type: 'string' } } });
const packageDir = resolve(values.package ?? join(import.meta.dirname, '..', '..', 'shared-ui'));
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string; exports: Record<string, string> };

// The entries a browser loads from the shell; the harness, the test helpers and the server rendering
// never reach one, so they change without a version (the list federation-config/index.ts shares by).
const devOnly = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'federation-config', 'shared-ui-dev-only.json'), 'utf8')) as string[];
const entries = Object.fromEntries(
  Object.entries(pkg.exports)
    .filter(([subpath, file]) => /\.tsx?$/.test(file) && !devOnly.includes(subpath))
    .map(([subpath, file]) => [subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, file]),
);
const surface = readSurface(packageDir, entries);
const reportFile = join(packageDir, 'api-report.md');
const committed = (() => {
  try {
    return parseReport(readFileSync(reportFile, 'utf8'));
  } catch {
    return null;
  }
})();
const verdict = committed ? judge(committed, surface, pkg.version) : null;

if (values.write) {
  if (verdict && !verdict.versioned) {
    console.error(`${verdict.message}\nRapport inchangé.`);
    process.exit(1);
  }
  writeFileSync(reportFile, formatReport({ name: pkg.name, version: pkg.version, surface }));
  console.log(`${reportFile} écrit (${pkg.name} ${pkg.version}).`);
} else if (!verdict) {
  console.error(`${reportFile} absent ou illisible : lancez pnpm api-report.`);
  process.exit(1);
} else if (!verdict.current) {
  console.error(verdict.message);
  process.exit(1);
} else {
  console.log(verdict.message);
}
