// Version skew between separately deployed builds (docs/federation.md §2, 'Checking a remote against
// the shell'): a production remote ships no copy of the shared libraries and takes the shell's, so the
// shell must provide a version of each that the remote's `requiredVersion` accepts.
import { satisfy } from '@module-federation/runtime';

/** The part of a build's mf-manifest.json read here. */
export interface FederationManifest {
  name: string;
  shared: Array<{ name: string; version: string; requiredVersion?: string | false }>;
}

export interface Incompatibility {
  remote: string;
  share: string;
  required: string;
  /** The version the shell provides, null when it provides none. */
  provided: string | null;
}

/**
 * The shares `remote` requires that `shell` does not provide in an accepted version, judged by the
 * federation runtime's own `satisfy`, the test it applies when the remote loads.
 */
export function incompatibilities(shell: FederationManifest, remote: FederationManifest): Incompatibility[] {
  const provided = new Map(shell.shared.map((share) => [share.name, share.version]));
  return remote.shared.flatMap(({ name, requiredVersion }) => {
    if (!requiredVersion) return [];
    const version = provided.get(name) ?? null;
    if (version !== null && satisfy(version, requiredVersion)) return [];
    return [{ remote: remote.name, share: name, required: requiredVersion, provided: version }];
  });
}

export function describeIncompatibility({ remote, share, required, provided }: Incompatibility): string {
  const shell = provided === null ? 'le shell ne le fournit pas' : `le shell fournit ${provided}`;
  return `${remote} demande ${share} ${required}, ${shell}`;
}
