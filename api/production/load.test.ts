import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, SERVICES, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { formatLoadReport, runLoadMix, serverFailures } from '../test/load-mix.ts';

// 200 virtual users on one api instance on PostgreSQL. The figures are the
// benchmark's business (bench/load.ts); this checks what must hold under load whatever the machine.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let api: ApiProcess;

beforeAll(async () => {
  database = await createPostgresDatabase();
  // The premium day makes every user Premium: three versions per generation, exports allowed, no quota. The engine's
  // job deadline (10 s) is raised past the run: on a machine of two cores (one engine worker) the 200 users' first
  // generations queue longer than that, and what this test checks must hold whatever the machine's speed; the deadline
  // has its own tests (lib/worker-pool.test.ts), the speed its benchmark (bench/load.ts).
  api = await startApiProcess({ DATABASE_URL: database.url, REDIS_URL: SERVICES.redis, PREMIUM_DAY: 'rolling', ENGINE_JOB_TIMEOUT_MS: '120000' });
});

afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

it('serves 200 virtual users with no 5xx, and saves exactly the letters it completed', { timeout: 180_000 }, async () => {
  const report = await runLoadMix({ instances: [api.url], databaseUrl: database.url, virtualUsers: 200, durationMs: 15_000 });
  console.log(formatLoadReport(report));

  expect(report.firstFailure).toBeNull();
  expect(serverFailures(report)).toBe(0);
  for (const figures of Object.values(report.kinds)) expect(figures.latencies.length).toBeGreaterThan(0);
  expect(report.completedGenerations).toBeGreaterThan(0);
  expect(report.savedLetters).toBe(report.completedGenerations);
});
