// Build-only: the shell's starter for pre-rendered public pages (docs/public-pages.md 'First load'),
// a file of its own, built without the federation (it imports nothing), hashed like every asset; its
// address goes to start-on-intent.json, which the api reads to serve a page that starts on intent.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';

/** What start-on-intent.json holds: the starter's address from the site's root. */
export interface StartOnIntentManifest {
  script: string;
}

/** Emits `module` (a path from the app's root) minified as `assets/start-on-intent-<hash>.js`, and its address in `fileName`. */
export function startOnIntent({ module, fileName = 'start-on-intent.json' }: { module: string; fileName?: string }): Plugin {
  let root = process.cwd();
  let base = '/';
  let reference = '';
  return {
    name: 'lettra-start-on-intent',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      const path = resolve(root, module);
      this.addWatchFile(path);
      const { code } = await transformWithOxc(await readFile(path, 'utf8'), path, { lang: 'ts' });
      const minified = await minify(path, code, { compress: true, mangle: true, module: true });
      if (minified.errors.length) this.error(`${module} : ${minified.errors.map((error) => error.message).join('; ')}`);
      reference = this.emitFile({ type: 'asset', name: 'start-on-intent.js', source: minified.code });
    },
    generateBundle() {
      const manifest: StartOnIntentManifest = { script: `${base}${this.getFileName(reference)}` };
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(manifest) });
    },
  };
}
