import { defineConfig } from 'vitest/config';
import { domTest } from '../vitest.dom.ts';

export default defineConfig({
  // unstubGlobals: each test's fake api (src/test/fake-api.ts) replaces fetch for that test only.
  test: { ...domTest, unstubGlobals: true },
});
