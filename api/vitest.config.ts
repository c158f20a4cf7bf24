import { defineConfig } from 'vitest/config';

// Every test file of src/ runs on embedded PGlite; with TEST_DATABASE_URL (CI: the PostgreSQL server
// on the machine) the same files run a second time on PostgreSQL, each on a database of its own.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file builds its own app on its own database, and no module keeps state between apps: the
    // files of a worker can share its modules. Isolating them cost a fresh process per file, each
    // importing the api and compiling PGlite's WebAssembly again (40 % of the suite's time).
    isolate: false,
    // Vitest's default leaves a core to its main process: on a two-core machine, one worker.
    maxWorkers: '100%',
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      ...databases.map((database) => ({
        extends: true,
        test: { name: database, include: ['src/**/*.test.ts'], env: { LETTRA_TEST_DB: database } },
      })),
      // Deployment behaviour (several instances, outages, shutdown, load): real api processes on the
      // machine's PostgreSQL and Redis, which scripts/test.sh checks before any suite starts.
      {
        extends: true,
        // One file at a time, after the database projects: each file's processes get the machine.
        test: { name: 'production', include: ['production/**/*.test.ts'], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
