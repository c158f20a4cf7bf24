// Build-only: the head of each public page travels inside the build of the remote that renders it,
// as pages.json next to mf-manifest.json, so a remote's release brings its titles, descriptions and
// articles with it and neither the shell nor the api is rebuilt (docs/public-pages.md).
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/**
 * What search engines and link previews read about one public page. The api and the shell read
 * pages.json through its contract, `pageHeadSchema` (contracts/src/front-builds.ts), which this type
 * must fit (shell/src/head/usePageHead.test.tsx): the build cannot import it, having no zod.
 */
export interface PageHead {
  /** URL path, without a trailing slash: '/pricing', '/blog/<id>'. */
  path: string;
  /** The whole <title>. */
  title: string;
  description: string;
  /** Open Graph type. */
  kind: 'website' | 'article';
  /** Day of the last change of the page's text, 'yyyy-mm-dd' (sitemap lastmod). */
  lastModified?: string;
  /** schema.org objects, written as JSON-LD. */
  structuredData?: Record<string, unknown>[];
}

/**
 * Emits `fileName` holding the JSON of the export `exportName` of `module` (a path from the app's
 * root). The module is loaded through Vite, so it may import the app's TypeScript and workspace
 * packages like any source file.
 */
export function emitJsonExport({ module, exportName, fileName }: { module: string; exportName: string; fileName: string }): Plugin {
  let root = process.cwd();
  return {
    name: `lettra-emit-${fileName}`,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const { module: loaded } = await runnerImport<Record<string, unknown>>(resolve(root, module), {
        configFile: false,
        root,
        logLevel: 'warn',
      });
      if (!(exportName in loaded)) this.error(`${module} n'exporte pas ${exportName}`);
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(loaded[exportName]) });
    },
  };
}

/** pages.json of a remote: the export `PAGE_HEADS` of `module`. */
export function pagesManifest(module: string): Plugin {
  return emitJsonExport({ module, exportName: 'PAGE_HEADS', fileName: 'pages.json' });
}
