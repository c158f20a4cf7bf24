import { afterAll, vi } from 'vitest';

// The files of a worker share it (isolate: false in vitest.config.ts): one that ends on fake timers or
// stubbed globals must not hand them to the next. Vitest itself restores mocks between files.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
