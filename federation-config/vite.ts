// Build-only: the Vite config every federated app starts from, so the shell and the four
// remotes cannot drift apart (same plugins, same shared block, same target).
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { remoteBase, remoteFederation, sharedSingletons } from './index.ts';
import { routesManifest } from './routes-manifest.ts';
import { lucideRuntimeFromSharedUi } from './lucide-from-shell.ts';
import { pagesManifest } from './page-manifest.ts';
import { precompressAssets } from './precompress.ts';
import { prerenderedPages } from './prerender.ts';
import { startOnIntent } from './start-on-intent.ts';
import { productionReactRouter } from './production-react-router.ts';
import { runtimeVersionOnly } from './runtime-version-only.ts';
import { treeShakeableReactRouter } from './tree-shakeable-react-router.ts';
import { startSharesChunk } from './start-shares-chunk.ts';
import { REMOTES, type RemoteName } from './remotes.ts';

// Top-level await is part of the federation bootstrap (plugin README: chrome89 or later).
const TARGET = 'es2022';

interface RemoteViteOptions {
  name: RemoteName;
  appDir: string;
  /** Module exporting PAGE_HEADS, the remote's public pages, written to pages.json. */
  pages?: string;
  /** Module exporting PRERENDERED_PAGES, the HTML of those pages, written to prerender.json. */
  prerender?: string;
}

/**
 * Vite config of a remote: its own port in dev, its own public base, a manifest for the shell, the
 * screens federation-config/remotes.ts lists for it, and routes.json from its `src/routes.ts`.
 */
export function remoteViteConfig({ name, appDir, pages, prerender }: RemoteViteOptions, command: 'build' | 'serve'): UserConfig {
  const port = REMOTES[name].devPort;
  const externalRuntime = command === 'build';
  return {
    base: remoteBase(),
    plugins: [
      react(),
      tailwindcss(),
      federation(remoteFederation({ name, appDir, externalRuntime })),
      // The shell's shared-ui brings lucide's icon runtime; a production remote keeps only its icons.
      ...(externalRuntime ? [lucideRuntimeFromSharedUi()] : []),
      ...routesManifest(),
      ...(pages ? [pagesManifest(pages)] : []),
      ...(prerender ? [prerenderedPages({ module: prerender, exportName: 'PRERENDERED_PAGES', fileName: 'prerender.json' })] : []),
      precompressAssets(),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true, cors: true },
    build: {
      target: TARGET,
      outDir: 'dist',
      emptyOutDir: true,
      // index.html is the standalone development harness (`pnpm dev` of one remote). A production
      // remote is only ever loaded by the shell, so its build holds remoteEntry.js and what the
      // exposed screens import, never the harness (the plugin emits remoteEntry.js itself).
      // The wrappers of the shares every screen takes at once share one chunk (start-shares-chunk.ts).
      rolldownOptions: { input: {}, output: { codeSplitting: { groups: [startSharesChunk] } } },
    },
  };
}

/** Vite config of the shell: no static remotes; they come from /remotes.json at run time. */
export function shellViteConfig({ appDir, plugins = [] }: { appDir: string; plugins?: Plugin[] }): UserConfig {
  return {
    plugins: [
      react(),
      tailwindcss(),
      productionReactRouter(),
      treeShakeableReactRouter(),
      runtimeVersionOnly(),
      federation({
        name: 'shell',
        remotes: {},
        // Lists the shared versions the shell provides, which `pnpm check:compat` holds against each remote's needs.
        manifest: true,
        shared: sharedSingletons(appDir),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { provideExternalRuntime: true },
      }),
      // Its navigation and footer around each route, which the api puts around a remote's pre-rendered page.
      prerenderedPages({ module: 'src/prerender/frames.tsx', exportName: 'FRAMES', fileName: 'frames.json', withCss: false }),
      // What a pre-rendered public page loads instead of the shell until the visitor shows an intent.
      startOnIntent({ module: 'src/start/start-on-intent.ts' }),
      ...plugins,
      precompressAssets(),
    ],
    server: { port: 4100, strictPort: true, proxy: { '/api': 'http://127.0.0.1:3000' } },
    build: {
      target: TARGET,
      outDir: 'dist',
      emptyOutDir: true,
      // The polyfill is a script on every first load; a browser without modulepreload (Firefox before
      // 115, Safari before 17) runs the same modules, fetched as they are imported.
      modulePreload: { polyfill: false },
    },
  };
}

/** Dev only: serves /remotes.json pointing at each remote's dev server. */
export function devRemotesManifest(): Plugin {
  const manifest = Object.fromEntries(
    Object.entries(REMOTES).map(([name, r]) => [name, `http://localhost:${r.devPort}/mf-manifest.json`]),
  );
  return {
    name: 'lettra-dev-remotes-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify(manifest));
      });
    },
  };
}
