import { defineConfig } from 'vitest/config';

// The engine is pure (no mocks, no timers, no state but memo caches of pure results): its test files
// can share their worker's modules instead of importing the whole engine again for each file.
export default defineConfig({ test: { isolate: false } });
