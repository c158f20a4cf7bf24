import { defineConfig } from 'vitest/config';

export default defineConfig({
  // unstubGlobals: each test's fake api (src/test/fake-api.ts) replaces fetch for that test only.
  test: { environment: 'jsdom', globals: true, setupFiles: ['./vitest.setup.ts'], unstubGlobals: true },
});
