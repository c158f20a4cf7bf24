// Requests per second of the api's hot paths next to a bare Fastify 'hello', in the same run
// ('pnpm bench'): GET /api/health, a signed-in GET /api/auth/session, GET /api/letters (20
// letters) and POST /api/auth/login, on embedded PGlite (a DATA_DIR, as a deployment without
// DATABASE_URL runs) and on PostgreSQL (a fresh database on BENCH_DATABASE_URL, else the test
// server, dropped afterwards; skipped when none answers). autocannon drives each route from this
// process with 50 keep-alive connections; the bare server and the api are each a process of their
// own, the api started as `npm start` starts it (logs at `info`, written to /dev/null). On a shared
// machine absolute figures drift from one minute to the next, so each route is measured in slices
// alternating with the bare server, and printed as a share of the bare figure of those same slices.
// Measures and prints; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pino from 'pino';
import type { DatabaseSettings } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createPasswordHasher } from '../src/passwords/password-hasher.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../src/seed/demo-accounts.ts';
import { seedDemoAccounts } from '../src/seed/seed-demo-accounts.ts';
import { createSeedRepository } from '../src/seed/seed.repository.ts';
import { createPostgresDatabase, SERVICES, startApiProcess } from '../test/api-process.ts';
import { processCpuMicros } from './process-cpu.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? '50');
// Per route and per server: SLICES slices of SLICE_S seconds each, the two servers taking turns.
const SLICES = 3;
const SLICE_S = Number(process.env.BENCH_SLICE_S ?? '2');
// Lets the JIT compile the hot paths and every connection open before the measured slices.
const WARM_UP_S = 1;
const LETTERS_PER_USER = 20;
const BARE_SERVER = fileURLToPath(new URL('bare-fastify-server.ts', import.meta.url));

type DatabaseKind = DatabaseSettings['kind'];
type RouteName = 'health' | 'session' | 'letters' | 'login';

/** The shares of the bare figure the api aims at (README 'Benchmarks'); printed, never enforced. */
const TARGETS: Record<DatabaseKind, Partial<Record<RouteName, number>>> = {
  postgres: { session: 1 / 5, letters: 1 / 8 },
  pglite: { session: 1 / 10 },
};

interface Measure {
  requestsPerSecond: number;
  /** The server process's CPU time per answered request, over the same slices; null where /proc does not tell. */
  cpuMicrosPerRequest: number | null;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

interface Slice {
  result: autocannon.Result;
  cpuMicros: number | null;
}

/** Sums slices: requests over time, CPU time over requests, the mean of their medians, the worst of their 99th percentiles. */
function combine(slices: Slice[]): Measure {
  const total = (pick: (slice: autocannon.Result) => number) => slices.reduce((sum, slice) => sum + pick(slice.result), 0);
  const cpu = slices.every((slice) => slice.cpuMicros !== null) ? slices.reduce((sum, slice) => sum + (slice.cpuMicros ?? 0), 0) : null;
  return {
    requestsPerSecond: total((slice) => slice.requests.total) / total((slice) => slice.duration),
    cpuMicrosPerRequest: cpu === null ? null : cpu / total((slice) => slice.requests.total),
    p50Ms: Math.round(total((slice) => slice.latency.p50) / slices.length),
    p99Ms: Math.max(...slices.map((slice) => slice.result.latency.p99)),
    failures: total((slice) => slice.non2xx + slice.errors + slice.timeouts),
  };
}

interface Server {
  url: string;
  pid: number | undefined;
}

/** One slice of load on `target`, with the CPU time its server spent meanwhile. */
async function runSlice(target: autocannon.Options, pid: number | undefined, duration: number): Promise<Slice> {
  const before = processCpuMicros(pid);
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration });
  const after = processCpuMicros(pid);
  return { result, cpuMicros: before === null || after === null ? null : after - before };
}

/**
 * The route and the bare server, warmed up, then in alternating slices; the route alone when
 * `bareServer` is null (a login keeps the cores busy hashing after its slice ends, which would be
 * counted against the bare server).
 */
async function measureAgainstBare(options: autocannon.Options, apiPid: number | undefined, bareServer: Server | null): Promise<{ route: Measure; bare: Measure | null }> {
  if (bareServer) await runSlice({ url: bareServer.url }, bareServer.pid, WARM_UP_S);
  await runSlice(options, apiPid, WARM_UP_S);
  const bare: Slice[] = [];
  const route: Slice[] = [];
  for (let slice = 0; slice < SLICES; slice += 1) {
    if (bareServer) bare.push(await runSlice({ url: bareServer.url }, bareServer.pid, SLICE_S));
    route.push(await runSlice(options, apiPid, SLICE_S));
  }
  return { route: combine(route), bare: bareServer ? combine(bare) : null };
}

/** Starts the bare server in a process of its own; its URL, and how to stop it. */
async function startBareServer(): Promise<Server & { stop: () => void }> {
  const child = spawn(process.execPath, [BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

// A subscriber, so the list carries every letter in full whatever PREMIUM_DAY says; the demo letters
// repeated to LETTERS_PER_USER, with different dates.
const samples = DEMO_ACCOUNTS.flatMap((account) => account.letters);
const ACCOUNT: DemoAccount = {
  name: 'Camille Banc',
  email: 'banc.premium@exemple.fr',
  password: 'Banc-de-mesure-2026',
  premium: true,
  letters: Array.from({ length: LETTERS_PER_USER }, (_, index) => {
    const sample = samples[index % samples.length];
    if (!sample) throw new Error('no demo letters to copy');
    return { ...sample, favorite: index % 4 === 0, createdAt: new Date(Date.UTC(2026, 0, 1 + index, 9)).toISOString() };
  }),
};

/** Creates the schema and the bench account before the api opens the database. */
async function seed(settings: DatabaseSettings): Promise<void> {
  const handle = await openDatabase(settings);
  try {
    await handle.migrate();
    await seedDemoAccounts(
      { repository: createSeedRepository(handle.db), hasher: createPasswordHasher(), now: () => new Date(), log: pino({ level: 'silent' }) },
      [ACCOUNT],
    );
  } finally {
    await handle.close();
  }
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'lettra' };

async function sessionCookie(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';', 1)[0];
  if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return cookie;
}

interface Row {
  database: string;
  request: string;
  'req/s': number;
  'bare req/s': number | string;
  '÷ bare': string;
  target: string;
  'CPU µs/req': number | string;
  'bare CPU µs/req': number | string;
  'p50 ms': number;
  'p99 ms': number;
  failures: number;
}

const micros = (value: number | null): number | string => (value === null ? '—' : Math.round(value));

function row(database: string, request: string, { route: result, bare }: { route: Measure; bare: Measure | null }, target?: number): Row {
  const share = bare ? result.requestsPerSecond / bare.requestsPerSecond : null;
  return {
    database,
    request,
    'req/s': Math.round(result.requestsPerSecond),
    'bare req/s': bare ? Math.round(bare.requestsPerSecond) : '—',
    // As the targets are worded: 1/5 of the bare figure is '1/5.0'.
    '÷ bare': share === null ? '—' : `1/${(1 / share).toFixed(1)}`,
    target: target === undefined || share === null ? '' : `≥ 1/${Math.round(1 / target)} ${share >= target ? 'met' : 'NOT met'}`,
    'CPU µs/req': micros(result.cpuMicrosPerRequest),
    'bare CPU µs/req': bare ? micros(bare.cpuMicrosPerRequest) : '—',
    'p50 ms': result.p50Ms,
    'p99 ms': result.p99Ms,
    failures: result.failures,
  };
}

async function benchDatabase(
  label: string,
  kind: DatabaseKind,
  settings: DatabaseSettings,
  env: Record<string, string>,
  bareServer: Server,
): Promise<Row[]> {
  await seed(settings);
  const api = await startApiProcess(
    {
      ...env,
      // `npm start`'s defaults, where they differ from the test process's.
      LOG_LEVEL: 'info',
      PREMIUM_DAY: 'rolling',
      // Every login comes from 127.0.0.1 with the right password, as fast as argon2 allows.
      LOGIN_BACKOFF_AFTER: '100000000',
      LOGIN_GUESSES_PER_ACCOUNT_HOUR: '100000000',
    },
    { discardLog: true },
  );
  try {
    const cookie = await sessionCookie(api.url);
    const runs: { name: RouteName; request: string; options: autocannon.Options; againstBare?: false }[] = [
      { name: 'health', request: 'GET /api/health', options: { url: `${api.url}/api/health` } },
      { name: 'session', request: 'GET /api/auth/session', options: { url: `${api.url}/api/auth/session`, headers: { cookie } } },
      { name: 'letters', request: `GET /api/letters (${LETTERS_PER_USER} letters)`, options: { url: `${api.url}/api/letters`, headers: { cookie } } },
      // Last: every login opens a session.
      {
        name: 'login',
        request: 'POST /api/auth/login (argon2id)',
        options: {
          url: `${api.url}/api/auth/login`,
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password }),
        },
        againstBare: false,
      },
    ];
    const rows: Row[] = [];
    for (const { name, request, options, againstBare } of runs) {
      rows.push(row(label, request, await measureAgainstBare(options, api.child.pid, againstBare === false ? null : bareServer), TARGETS[kind][name]));
    }
    return rows;
  } finally {
    await api.stop();
  }
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? SERVICES.postgres;
  try {
    return await createPostgresDatabase(serverUrl, 'lettra_bench');
  } catch (error) {
    console.log(`PostgreSQL: not measured (${serverUrl} did not answer: ${String(error)}).`);
    return null;
  }
}

const rows: Row[] = [];
const bare = await startBareServer();
try {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lettra-bench-'));
  try {
    // Where loadConfig puts the database of a DATA_DIR.
    const pglite = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } as const;
    rows.push(...(await benchDatabase('PGlite', 'pglite', pglite, { DATA_DIR: dataDir }, bare)));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      const settings = { kind: 'postgres', url: postgres.url } as const;
      rows.push(...(await benchDatabase('PostgreSQL', 'postgres', settings, { DATABASE_URL: postgres.url }, bare)));
    } finally {
      await postgres.drop();
    }
  }
} finally {
  bare.stop();
}

const cpus = os.cpus();
console.log(
  `\nApi throughput against a bare Fastify 'hello' (\`{ hello: 'world' }\`), same run: autocannon, ${CONNECTIONS} connections; ` +
    `per row, ${SLICES} slices of ${SLICE_S} s of the route alternating with ${SLICES} of the bare server (login alone), after ${WARM_UP_S} s of warm-up each — ` +
    `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}; load generator, servers and database share these cores`,
);
console.table(rows);
console.log(
  "CPU µs/req: the server process's CPU time (/proc, every thread) over the requests it answered in the same slices; it moves less with the machine's load than requests per second do.",
);
console.log('Login hashes with argon2id (m=19 MiB, t=2) on purpose: its rate is bounded by the cores, not by the api.');
