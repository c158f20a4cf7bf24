// Every workspace declares the packages its files use, and only those (docs/architecture.md, 'Dependencies').
// A package is used by a workspace when one of its files imports it (TypeScript, JavaScript, CSS), when a
// tsconfig names its types, when a script of its package.json or of scripts/ runs one of its commands, or
// when a config file names it (a Vitest environment, a Vite plugin); `@types/x` is used with `x`.
// Run: `pnpm check:deps`. Exits 1 with one line per problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.tools', '.data', 'test-results', 'playwright-report', 'drizzle']);
const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;
const SHELL_SCRIPT = /\.sh$/;

/** The workspaces pnpm-workspace.yaml lists, and the root. */
function workspaces(): string[] {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const list = yaml.split(/^\w.*:\s*$/m)[1] ?? '';
  return ['.', ...[...list.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((m) => m[1])];
}

function filesOf(dir: string, otherWorkspaces: Set<string>): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !otherWorkspaces.has(path)) out.push(...filesOf(path, otherWorkspaces));
    } else if (SOURCE.test(entry.name) || SHELL_SCRIPT.test(entry.name) || entry.name.startsWith('tsconfig')) {
      out.push(path);
    }
  }
  return out;
}

const IMPORT_PATTERNS = [
  /\bfrom\s*['"]([^'"\n]+)['"]\s*(?:;|with\b|$)/gm,
  /^\s*import\s*['"]([^'"\n]+)['"]/gm,
  /\b(?:import|require|vi\.mock|vi\.importActual|vi\.doMock|import\.meta\.resolve)\s*\(\s*['"`]([^'"`$\n]+)/g,
  /^\s*@(?:import|plugin|reference)\s+['"]([^'"\n]+)['"]/gm,
];
/** What only Node's types describe: `@types/node` is used where one of these is. */
const NODE_API = /['"]node:|\bprocess\.|\bimport\.meta\.(?:dirname|filename)\b|\bBuffer\b/;
/** `/// <reference types="node" />`: the types of a package, from `@types/node` or the package itself. */
const TYPE_REFERENCE = /^\/\/\/\s*<reference\s+types=['"]([^'"]+)['"]/gm;

/** 'react-dom/client' → 'react-dom', '@lettra/shared-ui/router' → '@lettra/shared-ui'; null for what is no package. */
function packageOf(specifier: string): string | null {
  if (/^(?:\.|\/|node:|virtual:|data:|https?:)/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtinModules.includes(name) || !/^(?:@[\w.-]+\/)?[\w.-]+$/.test(name)) return null;
  return name;
}

interface InstalledManifest {
  bin?: string | Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** A declared package's own package.json, as installed for the workspace. */
function manifestOf(workspaceDir: string, name: string): InstalledManifest | null {
  const pkgPath = join(workspaceDir, 'node_modules', name, 'package.json');
  return existsSync(pkgPath) ? JSON.parse(readFileSync(pkgPath, 'utf8')) : null;
}

/** Command names of an installed package, read from its package.json `bin`. */
function binsOf(workspaceDir: string, name: string): string[] {
  const bin = manifestOf(workspaceDir, name)?.bin;
  if (typeof bin === 'string') return [name.split('/').pop()!];
  return Object.keys(bin ?? {});
}

/** The peers a package requires (optional ones left out): what uses it uses them too. */
function peersOf(workspaceDir: string, name: string): string[] {
  const pkg = manifestOf(workspaceDir, name);
  return Object.keys(pkg?.peerDependencies ?? {}).filter((peer) => !pkg?.peerDependenciesMeta?.[peer]?.optional);
}

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const all = workspaces().map((ws) => join(ROOT, ws));
const problems: string[] = [];

for (const dir of all) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
  const label = relative(ROOT, dir) || 'racine';
  const files = filesOf(dir, new Set(all.filter((other) => other !== dir)));
  const imported = new Map<string, string>();
  const typeReferences = new Set<string>();
  let usesNode = false;
  const configText: string[] = [Object.values(manifest.scripts ?? {}).join('\n')];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (SHELL_SCRIPT.test(file) || /(?:^|\/)(?:tsconfig[^/]*\.json|[^/]*config[^/]*\.[cm]?[jt]s|vitest\.[^/]*\.ts)$/.test(file)) {
      configText.push(text);
    }
    if (SHELL_SCRIPT.test(file) || file.endsWith('.json')) continue;
    for (const pattern of IMPORT_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        // A config shared by several workspaces (../vitest.dom.ts) is read as each one's own.
        const outside = match[1].startsWith('../') ? resolve(dirname(file), match[1]) : '';
        if (outside && !outside.startsWith(dir + sep) && existsSync(outside)) configText.push(readFileSync(outside, 'utf8'));
        const name = packageOf(match[1]);
        if (name && name !== manifest.name && !imported.has(name)) imported.set(name, relative(ROOT, file));
      }
    }
    for (const match of text.matchAll(TYPE_REFERENCE)) typeReferences.add(match[1].split('/')[0]);
    usesNode ||= NODE_API.test(text);
  }
  const config = configText.join('\n');
  const declared = { ...manifest.peerDependencies, ...manifest.devDependencies, ...manifest.dependencies };
  const named = (word: string) => new RegExp(`(?:^|[^\\w@/.-])${word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:$|[^\\w-])`, 'm').test(config);
  const usedDirectly = (name: string): boolean => {
    if (imported.has(name) || typeReferences.has(name) || named(`'${name}'`) || named(`"${name}"`) || binsOf(dir, name).some(named)) return true;
    const typed = name.match(/^@types\/(.+)$/)?.[1];
    if (!typed) return false;
    const target = typed.includes('__') ? `@${typed.replace('__', '/')}` : typed;
    return usedDirectly(target) || typeReferences.has(typed) || named(`"${typed}"`) || (typed === 'node' && usesNode);
  };
  const direct = Object.keys(declared).filter(usedDirectly);
  const used = new Set([...direct, ...direct.flatMap((name) => peersOf(dir, name))]);
  for (const name of Object.keys(declared)) {
    if (!used.has(name)) problems.push(`${label} : « ${name} » est déclaré dans package.json mais aucun de ses fichiers ne s’en sert.`);
  }
  for (const [name, file] of imported) {
    if (!(name in declared)) problems.push(`${label} : ${file} importe « ${name} », que son package.json ne déclare pas.`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Dépendances : ${all.length} workspaces, chacun déclare ce qu’il importe et rien de plus.`);
