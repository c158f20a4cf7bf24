// Build-only: a production remote's wrappers of the shares each of its screens imports at once
// (React, its JSX runtime, shared-ui's main entry and its router) in one chunk. Left to automatic
// chunking they rode in three chunks beside whatever module first imported them (mfe-marketing's
// `styles`, `SectionHeader`, a chunk of the router's wrapper alone), and each wrapper repeats about
// 0.7 KiB of the plugin's share lookup, which gzip folds only within a file: 0.9 KiB gzipped less on
// the landing page's first load, together. Wrappers of shares a screen takes later (the dialog,
// the accordion…) stay where they are: a wrapper asks for its share as soon as it is evaluated.
import type { Rolldown } from 'vite';

/** The shares every screen of a remote imports statically (docs/federation.md §2). */
export const START_SHARES = ['react', 'react/jsx-runtime', '@lettra/shared-ui', '@lettra/shared-ui/router'];

/** How the federation plugin writes a package name into its wrapper's module id. */
function encodedPackageName(name: string): string {
  return name.replaceAll('@', '_mf_0_').replaceAll('/', '_mf_1_').replaceAll('-', '_mf_2_').replaceAll('.', '_mf_3_');
}

const WRAPPER_ID = new RegExp(`__loadShare__(?:${START_SHARES.map(encodedPackageName).join('|')})__loadShare__`);

export function isStartShareWrapper(id: string): boolean {
  return WRAPPER_ID.test(id);
}

export const startSharesChunk: Rolldown.CodeSplittingGroup = { name: 'start-shares', test: isStartShareWrapper };
