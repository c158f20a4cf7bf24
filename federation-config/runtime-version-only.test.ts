import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeVersionOnly } from './runtime-version-only.ts';

const require = createRequire(import.meta.url);
// The installed plugin's module, as the shell's build reads it.
const pluginModule = join(dirname(require.resolve('@module-federation/vite')), 'utils/injectExternalRuntimeCorePlugin.js');
const runtimeVersion = (JSON.parse(readFileSync(require.resolve('@module-federation/runtime/package.json'), 'utf8')) as { version: string }).version;

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;
const transform = runtimeVersionOnly().transform as Transform;
const context = { error: (message: string): never => { throw new Error(message); } };

describe('runtimeVersionOnly', () => {
  it('gives the installed plugin its runtime version instead of the runtime package.json', () => {
    const result = transform.call(context, readFileSync(pluginModule, 'utf8'), pluginModule);
    expect(result?.code).not.toContain('package.json');
    expect(result?.code).toContain(`const runtimePackage = { version: "${runtimeVersion}" };`);
  });

  it('stops the build when a plugin release reads the version otherwise', () => {
    expect(() => transform.call(context, 'export const version = "x";', pluginModule)).toThrow(/ne lit plus la version/);
  });

  it('leaves every other module alone', () => {
    expect(transform.call(context, 'import p from "./package.json" with { type: "json" };', '/app/src/main.ts')).toBeNull();
  });
});
