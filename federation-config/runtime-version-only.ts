// Build-only: the federation plugin's runtime plugin that hands the shell's runtime to the remotes
// (`provideExternalRuntime`) reads one field of @module-federation/runtime's package.json, its
// version, through a default import, so the whole package.json (its exports map, its scripts…) was
// bundled into the shell's remoteEntry.js: 0.6 KiB gzipped on every first load. The shell's build
// puts the version there instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const MODULE = /[\\/]@module-federation[\\/]vite[\\/]lib[\\/]utils[\\/]injectExternalRuntimeCorePlugin\.js$/;
const PACKAGE_IMPORT = 'import runtimePackage from "@module-federation/runtime/package.json" with { type: "json" };';

export function runtimeVersionOnly(): Plugin {
  return {
    name: 'lettra-federation-runtime-version-only',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      // A plugin release that reads its runtime's version otherwise must be looked at, not skipped.
      if (!code.includes(PACKAGE_IMPORT)) this.error(`${id} ne lit plus la version du runtime comme prévu : revoir ${import.meta.filename}`);
      const packageFile = createRequire(id).resolve('@module-federation/runtime/package.json');
      const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
      return { code: code.replace(PACKAGE_IMPORT, `const runtimePackage = { version: ${JSON.stringify(version)} };`), map: null };
    },
  };
}
