// The committed api report of a library (its surface and the version it was recorded at), and the rule
// that ties a change of surface to a change of version (docs/federation.md 'The platform's surface'):
// an export removed or its signature changed needs a major version, an export added a minor one.
import type { Surface } from './read-surface.ts';

export interface ApiReport {
  name: string;
  version: string;
  surface: Surface;
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3 } as const;
export type Bump = keyof typeof RANK;

const NAME_LINE = /^# Surface publique de (\S+)$/;
const VERSION_LINE = /^version : (\d+\.\d+\.\d+)$/;
const ENTRY_LINE = /^## (\S+)$/;
const EXPORT_LINE = /^- (\S+) — (.+)$/;

export function formatReport({ name, version, surface }: ApiReport): string {
  const entries = Object.entries(surface).map(([entry, exports]) => [`## ${entry}`, '', ...Object.entries(exports).map(([symbol, signature]) => `- ${symbol} — ${signature}`)].join('\n'));
  return [
    `# Surface publique de ${name}`,
    '',
    'Écrit par `pnpm api-report` (scripts/api-report/) depuis les déclarations du paquet ; vérifié par',
    '`pnpm check:api`. Ne pas modifier à la main : changer la version dans package.json, puis régénérer.',
    '',
    `version : ${version}`,
    '',
    ...entries.flatMap((entry) => [entry, '']),
  ].join('\n');
}

export function parseReport(text: string): ApiReport {
  let name = '';
  let version = '';
  const surface: Surface = {};
  let entry: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    const exported = EXPORT_LINE.exec(line);
    if (exported && entry) entry[exported[1]!] = exported[2]!;
    const heading = ENTRY_LINE.exec(line);
    if (heading) entry = surface[heading[1]!] = {};
    name = NAME_LINE.exec(line)?.[1] ?? name;
    version = VERSION_LINE.exec(line)?.[1] ?? version;
  }
  if (!name || !version) throw new Error('rapport illisible : ni nom ni version');
  return { name, version, surface };
}

/** What changed from `before` to `after`, one line each, and the version change it needs. */
export function surfaceChanges(before: Surface, after: Surface): { needed: Bump; changes: string[] } {
  const changes: string[] = [];
  let needed: Bump = 'none';
  const need = (bump: Bump) => {
    if (RANK[bump] > RANK[needed]) needed = bump;
  };
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[entry] ?? {};
    const is = after[entry] ?? {};
    for (const symbol of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (is[symbol] === undefined) {
        changes.push(`retiré : ${symbol} (${entry})`);
        need('major');
      } else if (was[symbol] === undefined) {
        changes.push(`ajouté : ${symbol} (${entry})`);
        need('minor');
      } else if (was[symbol] !== is[symbol]) {
        changes.push(`signature changée : ${symbol} (${entry})\n      avant : ${was[symbol]}\n      après : ${is[symbol]}`);
        need('major');
      }
    }
  }
  return { needed, changes };
}

const parts = (version: string) => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`version illisible : ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])] as const;
};

/** The change from one version to another; 'lower' when it goes back. */
export function versionBump(from: string, to: string): Bump | 'lower' {
  const [a, b] = [parts(from), parts(to)];
  for (const [index, bump] of (['major', 'minor', 'patch'] as const).entries()) {
    if (b[index]! > a[index]!) return bump;
    if (b[index]! < a[index]!) return 'lower';
  }
  return 'none';
}

/** The first version `bump` allows after `version`. */
function next(version: string, bump: Bump): string {
  const [major, minor, patch] = parts(version);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return bump === 'patch' ? `${major}.${minor}.${patch + 1}` : version;
}

/**
 * The surface and version now against the committed report. `versioned`: the version change covers the
 * surface's; `current`: the report states both as they are.
 */
export function judge(report: ApiReport, surface: Surface, version: string): { versioned: boolean; current: boolean; message: string } {
  const { needed, changes } = surfaceChanges(report.surface, surface);
  const given = versionBump(report.version, version);
  const list = changes.map((change) => `  - ${change}`).join('\n');
  if (given === 'lower') return { versioned: false, current: false, message: `${report.name} : version ${version} plus basse que celle du rapport (${report.version}).` };
  if (RANK[given] < RANK[needed]) {
    const kind = needed === 'major' ? 'majeure' : 'mineure';
    return {
      versioned: false,
      current: false,
      message: `${report.name} : sa surface publique a changé sans la version qui va avec.\n${list}\nIl faut une version ${kind} : ${report.version} → ${next(report.version, needed)} au moins (package.json dit ${version}), puis pnpm api-report.`,
    };
  }
  if (changes.length === 0 && version === report.version) return { versioned: true, current: true, message: `${report.name} ${version} : surface publique conforme au rapport.` };
  return {
    versioned: true,
    current: false,
    message: `${report.name} : le rapport (version ${report.version}) n'est plus à jour${list ? `\n${list}` : ''}\nLancez pnpm api-report et committez shared-ui/api-report.md.`,
  };
}
