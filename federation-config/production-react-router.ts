// Build-only: react-router's package.json points every condition at its development build, warnings
// and dev checks included (remix-run/react-router#14102, still open at 7.18.5), so a production
// bundle carried them. Its production build ships beside it in the same package.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The installed react-router's folder, resolved from shared-ui, whose router entry alone imports it (eslint.config.js). */
export const reactRouterDir = dirname(require.resolve('react-router/package.json', { paths: [join(import.meta.dirname, '..', 'shared-ui')] }));

/**
 * Production builds resolve 'react-router' to dist/production; dev servers and tests keep the development
 * one.
 */
export function productionReactRouter(): Plugin {
  return {
    name: 'lettra-production-react-router',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') }] } }),
  };
}
