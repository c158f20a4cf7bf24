// The only code that talks to the federation runtime (docs/architecture.md: UI code never touches it).
// `@module-federation/runtime` is aliased by the Vite plugin to its own copy, so this is the
// same instance the plugin's bootstrap initialised (docs/federation.md §3).
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { remoteMapCheck, type RemoteMap } from '@lettra/contracts';
import { RemoteLoadError } from './remote-load-error.ts';

/** Remote name → manifest URL, as served at /remotes.json (its contract, `remoteMapSchema`). */
export type { RemoteMap };

let registered: RemoteMap = {};
/** How many times the retry button reset each remote. */
const retries = new Map<string, number>();

/**
 * A browser keeps a module that failed to evaluate (a cut-off or broken `remoteEntry.js`) under its
 * URL for the life of the page, so importing the same URL again fails again even once the file is
 * repaired. After a retry, the entry is imported under a new URL instead.
 */
const freshEntryAfterRetry: ModuleFederationRuntimePlugin = {
  name: 'lettra-fresh-entry-after-retry',
  loadEntry: ({ remoteInfo }) => {
    const attempt = retries.get(remoteInfo.name);
    if (!attempt || (remoteInfo.type !== 'module' && remoteInfo.type !== 'esm')) return undefined;
    const url = new URL(remoteInfo.entry, window.location.href);
    url.searchParams.set('retry', String(attempt));
    return import(/* @vite-ignore */ url.href);
  },
};

/**
 * Manifests the runtime takes as given instead of fetching them: a preview's manifest, whose bytes the
 * shell fetched once and checked against the hash its signed link pins (docs/security.md 'Previewing a
 * remote'). The runtime asks through its `fetch` hook for manifests only; any other URL goes to the network.
 */
function pinnedManifests(manifests: Record<string, string>): ModuleFederationRuntimePlugin {
  return {
    name: 'lettra-pinned-manifests',
    fetch: (url) => {
      const text = manifests[url];
      return text === undefined ? undefined : Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
    },
  };
}

/**
 * Registers every remote of the map; called once by the shell before the first render. `manifests`:
 * manifest URL → its text, already fetched and checked (a preview's), never fetched again.
 */
export function configureRemotes(map: RemoteMap, { manifests = {} }: { manifests?: Record<string, string> } = {}): void {
  registered = { ...map };
  registerPlugins(Object.keys(manifests).length > 0 ? [freshEntryAfterRetry, pinnedManifests(manifests)] : [freshEntryAfterRetry]);
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

/**
 * Reads /remotes.json (never cached: it is how a remote's new version is rolled out), through its
 * contract with the light check of the first load. A list off its contract is refused like an
 * unreadable one: no remote is registered, and each remote region shows its fallback.
 */
export async function fetchRemoteMap(url = '/remotes.json'): Promise<RemoteMap> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RemoteLoadError('remotes.json', `HTTP ${response.status}`);
  const read = remoteMapCheck.safeParse(await response.json().catch(() => undefined));
  if (!read.success) throw new RemoteLoadError('remotes.json', `hors contrat : ${JSON.stringify(read.error.issues)}`);
  return read.data;
}

/** Loads `remote/module` and returns its default export, a React component. */
export async function loadRemoteComponent<P>(remote: string, module: string): Promise<ComponentType<P>> {
  if (!(remote in registered)) throw new RemoteLoadError(remote, 'remote inconnu');
  let loaded: { default?: ComponentType<P> } | null | undefined;
  try {
    loaded = await loadRemote<{ default?: ComponentType<P> }>(`${remote}/${module}`);
  } catch (cause) {
    throw new RemoteLoadError(remote, String(cause));
  }
  if (!loaded?.default) throw new RemoteLoadError(remote, `${module} introuvable`);
  return loaded.default;
}

/** Forgets a failed remote so the next load fetches its entry again (retry button). */
export function resetRemote(remote: string): void {
  const entry = registered[remote];
  if (!entry) return;
  retries.set(remote, (retries.get(remote) ?? 0) + 1);
  registerRemotes([{ name: remote, entry }], { force: true });
}
