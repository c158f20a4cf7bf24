// What a remote's new manifest must pass before the map points at it (docs/federation.md, 'Releasing a
// remote'): reachable, its own, and compatible with the shell in service.

export interface CompatResult {
  ok: boolean;
  /** What `pnpm check:compat` printed. */
  output: string;
}

export interface TargetChecks {
  /** The manifest's JSON, or an error saying why it could not be read. */
  fetchManifest: (url: string) => Promise<unknown>;
  /** `pnpm check:compat <shell> <remote manifest>`. */
  checkCompat: (shell: string, manifest: string) => Promise<CompatResult>;
}

/** A manifest of the map as the browser loads it: an absolute URL, or a path on the site's own origin. */
export const manifestUrl = (manifest: string, siteUrl: string) => new URL(manifest, `${siteUrl}/`).href;

/**
 * Why `manifest` must not be served as `remote` (French, for the person releasing); empty when it may.
 * Stops at the first failure: a manifest that cannot be read has no name or versions to check.
 */
export async function targetProblems(
  { remote, manifest, shell }: { remote: string; manifest: string; shell: string },
  checks: TargetChecks,
): Promise<string[]> {
  let json: unknown;
  try {
    json = await checks.fetchManifest(manifest);
  } catch (error) {
    return [`Le manifeste ${manifest} est injoignable : ${error instanceof Error ? error.message : String(error)}.`];
  }
  const name = typeof json === 'object' && json !== null && 'name' in json ? json.name : undefined;
  if (name !== remote) {
    return [`Le manifeste ${manifest} est celui de ${typeof name === 'string' ? name : 'un build sans nom'}, pas de ${remote}.`];
  }
  const compat = await checks.checkCompat(shell, manifest);
  if (!compat.ok) return [`pnpm check:compat refuse ${remote} avec le shell en service (${shell}) :\n${compat.output.trim()}`];
  return [];
}
