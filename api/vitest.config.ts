import { defineConfig } from 'vitest/config';

// Every test file of src/ runs on embedded PGlite; with TEST_DATABASE_URL (CI: the PostgreSQL server on
// the machine) every file runs on PostgreSQL instead, each on a database of its own, and the files of
// what differs between the two run on PGlite as well: the drivers and their notifications (src/db/),
// the caches those notifications empty (sessions, letter lists), raw SQL (retention) and PGlite's
// folder on disk (seed). The rest is the same Drizzle code on the same PostgreSQL engine, and the e2e
// journeys run on PGlite, as `npm start` does. Running it all twice cost CI two minutes.
const ALL = ['src/**/*.test.ts'];
const PGLITE_SPECIFIC = ['src/db', 'src/sessions', 'src/letters', 'src/retention', 'src/seed'].map((folder) => `${folder}/**/*.test.ts`);
const databases: ReadonlyArray<readonly [string, string[]]> = process.env.TEST_DATABASE_URL
  ? [
      ['postgres', ALL],
      ['pglite', PGLITE_SPECIFIC],
    ]
  : [['pglite', ALL]];

// Production tests of a property about real time or load: a slow client cut by real timeouts,
// /api/health answering within 250 ms while the worst input runs, 200 users with no 5xx, one
// account's flood not holding another's generation back.
const PRODUCTION_ALONE = [
  'production/slow-clients.test.ts',
  'production/event-loop.test.ts',
  'production/load.test.ts',
  'production/engine-flood.test.ts',
];

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
      ...databases.map(([database, include]) => ({
        extends: true,
        test: { name: database, include, env: { LETTRA_TEST_DB: database } },
      })),
      // Deployment behaviour (several instances, outages, shutdown, load): real api processes on the
      // machine's PostgreSQL and Redis, which scripts/test.sh checks before any suite starts. After the
      // database projects, two files at a time (each worker on a Redis database of its own,
      // test/api-process.ts); then, one at a time, the files whose property is about real time or load,
      // so that their processes get the machine to themselves.
      {
        extends: true,
        test: { name: 'production', include: ['production/**/*.test.ts'], exclude: PRODUCTION_ALONE, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: { name: 'production-alone', include: PRODUCTION_ALONE, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
