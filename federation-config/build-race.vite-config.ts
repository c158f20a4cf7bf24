// Vite config of build-race.test.ts: mfe-account's production config, with one shared-ui importer
// (DownloadMenu, the only one using the DropdownMenu parts) held back until the rest of the build has
// been quiet for 100 ms — longer than the federation plugin's 10 ms 'graph complete' window.
import { setTimeout as delay } from 'node:timers/promises';
import { defineConfig, type Plugin } from 'vite';
import { remoteViteConfig } from './vite.ts';

const LATE_IMPORTER = '/letters-library/components/DownloadMenu.tsx';
const QUIET_MS = 100;

function holdLateImporter(): Plugin {
  let activity = 0;
  return {
    name: 'hold-late-importer',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(LATE_IMPORTER)) {
        activity += 1;
        return null;
      }
      for (let seen = -1; seen !== activity; ) {
        seen = activity;
        await delay(QUIET_MS);
      }
      return null;
    },
    moduleParsed() {
      activity += 1;
    },
  };
}

// The app being built is the working directory (build-race.test.ts runs the build from mfe-account).
export default defineConfig(() => {
  const config = remoteViteConfig({ name: 'mfe_account', appDir: process.cwd() }, 'build');
  return { ...config, plugins: [holdLateImporter(), ...(config.plugins ?? [])], build: { ...config.build, minify: false } };
});
