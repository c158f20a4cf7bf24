import { defineConfig } from 'vitest/config';

// `vitest run` here runs every package's tests except the api's in one process: one start-up instead
// of eight, and both workers stay busy across package boundaries. The api runs on its own (scripts/
// test.sh): its projects per database, and production tests that want the machine to themselves.
// Vitest's default leaves a core to its main process: on a two-core machine, one worker. A `maxWorkers`
// here would reach the inline project only, not the packages' own configs (they resolve their own), and
// Vitest refuses projects of one run with different counts: scripts/test.sh gives every project both
// cores with `--maxWorkers=100%`, the one setting that reaches them all.
export default defineConfig({
  test: {
    projects: [
      'letter-engine',
      'contracts',
      'federation-config',
      'shared-ui',
      'letter-ui',
      'shell',
      'mfe-*',
      // The repository's own tools (scripts/api-report/). Vitest hands out the files project by project,
      // in the order of the projects' names: named 'scripts', its 21 s check of shared-ui's surface came
      // last and ran alone on one core at the end of the step; a name that sorts first starts it at once,
      // beside the other projects' files.
      { test: { name: '@lettra/api-report', include: ['scripts/**/*.test.ts'], globals: true } },
    ],
  },
});
