// Build-only: the one place that decides what every federated app shares, and how
// (docs/architecture.md "Module Federation rules", docs/federation.md §2).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { exposesOf, type RemoteName } from './remotes.ts';

const require = createRequire(import.meta.url);

/**
 * shared-ui's entries that never reach a browser in production: the dev harness, the test helpers,
 * and the server rendering the builds run. A data file, which `pnpm check:api` reads too: their
 * changes need no version (scripts/api-report/).
 */
const SHARED_UI_DEV_ONLY = JSON.parse(readFileSync(join(import.meta.dirname, 'shared-ui-dev-only.json'), 'utf8')) as string[];

/**
 * Every module entry of shared-ui ('@lettra/shared-ui', '@lettra/shared-ui/router', '…/dialog'…), read
 * from its package.json "exports", so a new entry is shared as soon as it exists. A shared module is
 * built with all of its exports (any remote may ask for any of them), so shared-ui is split into
 * entries, each shared on its own, and a page downloads only the Radix parts and the router it renders
 * (docs/federation.md §2).
 */
function sharedUiEntries(): string[] {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../shared-ui/package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string>;
  };
  return Object.entries(pkg.exports)
    .filter(([subpath, file]) => /\.tsx?$/.test(file) && !SHARED_UI_DEV_ONLY.includes(subpath))
    .map(([subpath]) => (subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`));
}

/**
 * Libraries that must exist once at run time: a second React or shared-ui silently breaks contexts.
 * Routing is shared through '@lettra/shared-ui/router', which re-exports only the parts of
 * react-router the apps use: react-router-dom shared as such was 65 KiB gzipped of mostly unused
 * router on every first load (measured by `pnpm bench`). Nothing imports react-router or
 * react-router-dom directly but that entry (eslint.config.js). A library one app alone imports (zustand,
 * the generator's draft store) is not shared: no second copy can meet it, and the shell would build it
 * for nothing. Nor is @lettra/letter-ui, the letter components the generator and my letters both show:
 * it holds no state of its own (the session, the query cache and the toasts it uses are shared-ui's), so
 * each of the two remotes bundles the parts it imports and releases them on its own (letter-ui/README.md).
 */
const SHARED = ['react', 'react-dom', ...sharedUiEntries()];

/** Subpath keys (`react/jsx-runtime`, `react-dom/client`) are shared through a trailing-slash entry. */
const SUBPATHS = ['react/', 'react-dom/'] as const;

/** 'react-dom/client' → 'react-dom', '@lettra/shared-ui/router' → '@lettra/shared-ui'. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** Version of the package `name` as installed for the app (some packages do not export their package.json). */
function installedVersion(name: string, fromDir: string): string {
  let dir = dirname(require.resolve(name, { paths: [fromDir] }));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (pkg.name === name) return pkg.version;
    } catch {
      // no package.json at this level: keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`version de ${name} introuvable depuis ${fromDir}`);
    dir = parent;
  }
}

/**
 * The `shared` block for an app whose package.json sits in `appDir`. `hostProvided`: the app is a
 * remote built for production, always loaded by the shell, so it ships no fallback copies
 * (`import: false`); otherwise the plugin's wrapper for a shared library statically imports its
 * local copy and every remote downloads it again (200 kB of router, measured by `pnpm bench`).
 * `strictVersion`: a remote built against a newer version than the shell provides fails to load and
 * shows its fallback, instead of running on a version that may lack what it uses (docs/federation.md §2).
 */
export function sharedSingletons(appDir: string, hostProvided = false) {
  const entry = (name: string) => {
    const version = installedVersion(packageName(name), appDir);
    return { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version, ...(hostProvided ? { import: false as const } : {}) };
  };
  return Object.fromEntries([...SHARED, ...SUBPATHS].map((name) => [name, entry(name)]));
}

interface RemoteOptions {
  name: RemoteName;
  appDir: string;
  /**
   * Production builds, always loaded by the shell, take the federation runtime and every shared
   * library from it; the standalone dev harness keeps its own copies.
   */
  externalRuntime: boolean;
}

/** Federation options of a remote: manifest + remoteEntry.js, no dts (contracts live in shared-ui). */
export function remoteFederation({ name, appDir, externalRuntime }: RemoteOptions) {
  return {
    name,
    filename: 'remoteEntry.js',
    manifest: true,
    exposes: exposesOf(name),
    shared: sharedSingletons(appDir, externalRuntime),
    shareStrategy: 'loaded-first' as const,
    dts: false,
    // The shell provides the federation runtime once; a remote built for production reads it
    // instead of shipping its own ~20 kB copy (plugin README, 'External runtime').
    ...(externalRuntime ? { experiments: { externalRuntime: true } } : {}),
  };
}

/**
 * Public base of a remote's assets. A root-relative base makes the preload helper emit URLs
 * that resolve against the shell's origin and 404 (module-federation/vite #699, #242); './'
 * becomes publicPath 'auto' (PR #893): assets resolve against the manifest's own URL, so one
 * build serves both from the api (/mfe/<name>/) and from its own origin. MFE_PUBLIC_URL pins
 * an absolute URL for a CDN deployment.
 */
export function remoteBase(): string {
  return process.env.MFE_PUBLIC_URL ?? './';
}
