// The load run and the scale-out run ('pnpm bench'): real api processes on a fresh
// PostgreSQL database each, sharing the machine's Redis, under the mix of test/load-mix.ts (session
// checks, lists, edits, offline generations, exports) from virtual users signed in as themselves.
// First 200 users against one instance, its table printed; then the same mix against one instance
// and against two (requests alternating between them, as a round-robin load balancer sends them),
// requests per second side by side. On a small machine the instances, PostgreSQL and the load
// generator share the same cores: read the second figure as what a second process adds here, not
// what a second machine would. Measures and prints; asserts nothing.
import { createPostgresDatabase, SERVICES, startApiProcess } from '../test/api-process.ts';
import { formatLoadReport, runLoadMix, serverFailures, totalRequests, type LoadReport } from '../test/load-mix.ts';

const VIRTUAL_USERS = Number(process.env.BENCH_VIRTUAL_USERS ?? '200');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? '30000');
const SCALE_OUT_DURATION_MS = Number(process.env.BENCH_SCALE_OUT_DURATION_MS ?? '20000');

async function runOn(instanceCount: number, durationMs: number): Promise<LoadReport> {
  const database = await createPostgresDatabase();
  // The premium day makes every user Premium: three versions per generation, exports, no quota.
  const env = { DATABASE_URL: database.url, REDIS_URL: SERVICES.redis, PREMIUM_DAY: 'rolling' };
  const instances = await Promise.all(Array.from({ length: instanceCount }, () => startApiProcess(env)));
  try {
    return await runLoadMix({ instances: instances.map((api) => api.url), databaseUrl: database.url, virtualUsers: VIRTUAL_USERS, durationMs });
  } finally {
    await Promise.all(instances.map((api) => api.stop()));
    await database.drop();
  }
}

const requestsPerSecond = (report: LoadReport) => totalRequests(report) / (report.elapsedMs / 1000);

console.log(`\nLoad run: ${VIRTUAL_USERS} virtual users against one api instance on PostgreSQL`);
console.log(formatLoadReport(await runOn(1, DURATION_MS)));

console.log(`\nScale-out run: the same mix, ${SCALE_OUT_DURATION_MS / 1000} s each, on one instance and on two`);
const one = await runOn(1, SCALE_OUT_DURATION_MS);
const two = await runOn(2, SCALE_OUT_DURATION_MS);
console.log('instances   req/s   5xx-free   letters saved = completed');
for (const [count, report] of [[1, one], [2, two]] as const) {
  const clean = serverFailures(report) === 0;
  console.log(
    `${String(count).padStart(9)}${requestsPerSecond(report).toFixed(0).padStart(8)}${(clean ? 'yes' : 'no').padStart(11)}   ${report.savedLetters === report.completedGenerations ? 'yes' : 'no'} (${report.savedLetters})`,
  );
}
console.log(`two instances / one: ×${(requestsPerSecond(two) / requestsPerSecond(one)).toFixed(2)}`);
