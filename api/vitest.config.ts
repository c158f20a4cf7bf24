import { defineConfig } from 'vitest/config';

// Every test file of src/ runs on embedded PGlite; with TEST_DATABASE_URL (CI: the PostgreSQL server
// on the machine) the same files run a second time on PostgreSQL, each on a database of its own.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      ...databases.map((database) => ({
        extends: true,
        test: { name: database, include: ['src/**/*.test.ts'], env: { LETTRA_TEST_DB: database } },
      })),
      // Deployment behaviour (several instances, outages, shutdown, load): real api processes on the
      // machine's PostgreSQL and Redis, which scripts/test.sh checks before any suite starts.
      {
        extends: true,
        test: { name: 'production', include: ['production/**/*.test.ts'], fileParallelism: false },
      },
    ],
  },
});
