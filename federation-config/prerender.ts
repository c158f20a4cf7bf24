// Build-only: a remote's build renders its public pages to HTML and ships them as prerender.json
// next to pages.json, so the api serves each page with its content before any script runs, and a
// remote's release brings its new pages' HTML without the shell being rebuilt (docs/public-pages.md
// 'Pre-rendered pages').
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/**
 * What prerender.json holds: the stylesheets the pages need (paths in the build), each page's HTML,
 * and the pages the premium day changes, drawn with a stand-in end the api replaces.
 */
export interface PrerenderedPages {
  css: string[];
  pages: Record<string, string>;
  premiumDay?: { endsAt: string; shownAs: string; pages: Record<string, string> };
}

const NO_STYLES = '\0lettra-prerender-no-styles';

/**
 * Styles are the build's business: on the server an imported stylesheet is an empty module, and the
 * page links the CSS files the build emits.
 */
const withoutStyles = (): Plugin => ({
  name: 'lettra-prerender-without-styles',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? NO_STYLES : null),
  load: (id) => (id === NO_STYLES ? 'export default "";' : null),
});

/**
 * Loads `module` (a path from the app's root) through Vite, outside the federation (shared-ui and React
 * imported directly), and emits its export `exportName` (`{ pages: path → HTML, premiumDay? }`) to
 * `fileName`, with the CSS files of the bundle. `withCss: false` for the shell, whose own stylesheet
 * the page already links.
 */
export function prerenderedPages({ module, exportName, fileName, withCss = true }: { module: string; exportName: string; fileName: string; withCss?: boolean }): Plugin {
  let root = process.cwd();
  let rendering: Promise<Record<string, unknown>> | null = null;
  return {
    name: `lettra-prerender-${fileName}`,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      // Rendered while the bundler works, so the build waits for it as little as possible.
      rendering = runnerImport<Record<string, unknown>>(resolve(root, module), {
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [withoutStyles()],
      }).then(({ module: loaded }) => loaded);
      // Awaited in generateBundle; a failure is reported there, not as an unhandled rejection.
      rendering.catch(() => undefined);
    },
    async generateBundle(_options, bundle) {
      const loaded = await rendering!;
      const rendered = loaded[exportName] as Omit<PrerenderedPages, 'css'> | undefined;
      if (!rendered?.pages) this.error(`${module} n'exporte pas ${exportName}`);
      const css = withCss ? Object.keys(bundle).filter((file) => file.endsWith('.css')).sort() : [];
      const output: PrerenderedPages = { css, ...rendered };
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(output) });
    },
  };
}
