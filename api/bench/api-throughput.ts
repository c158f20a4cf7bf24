// Requests per second of the api's hot paths next to a bare Fastify 'hello', in the same run
// ('pnpm bench'): GET /api/health, a signed-in GET /api/auth/session, GET /api/letters (20
// letters) and POST /api/auth/login, on embedded PGlite
// (a DATA_DIR, as a deployment without DATABASE_URL runs) and on PostgreSQL (a fresh database on
// BENCH_DATABASE_URL, else the test server, dropped afterwards; skipped when none answers).
// autocannon drives each route from this process with 50 keep-alive connections; the bare server
// and the api are each a process of their own, the api started as `npm start` starts it (logs at
// `info`, written to /dev/null). The bare figure is measured again before each database, and each
// route is printed as a share of it: on a shared machine absolute figures drift, ratios from the
// same minute much less. Measures and prints; asserts nothing.
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

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? '50');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? '5');
// Lets the JIT compile the hot paths and every connection open before the measured run.
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
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

async function measure(options: autocannon.Options): Promise<Measure> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARM_UP_S });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The bare server's figure, from a process started for it and stopped after. */
async function measureBare(): Promise<Measure> {
  const child = spawn(process.execPath, [BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    });
    return await measure({ url: `http://127.0.0.1:${port}/` });
  } finally {
    child.kill('SIGTERM');
  }
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
  '÷ bare': string;
  target: string;
  'p50 ms': number;
  'p99 ms': number;
  failures: number;
}

function row(database: string, request: string, result: Measure, bare: Measure, target?: number): Row {
  const share = result.requestsPerSecond / bare.requestsPerSecond;
  return {
    database,
    request,
    'req/s': Math.round(result.requestsPerSecond),
    // As the targets are worded: 1/5 of the bare figure is '1/5.0'.
    '÷ bare': `1/${(1 / share).toFixed(1)}`,
    target: target === undefined ? '' : `≥ 1/${Math.round(1 / target)} ${share >= target ? 'met' : 'NOT met'}`,
    'p50 ms': result.p50Ms,
    'p99 ms': result.p99Ms,
    failures: result.failures,
  };
}

async function benchDatabase(label: string, kind: DatabaseKind, settings: DatabaseSettings, env: Record<string, string>): Promise<Row[]> {
  const bare = await measureBare();
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
    const runs: { name: RouteName; request: string; options: autocannon.Options }[] = [
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
      },
    ];
    const rows = [row(label, 'bare Fastify hello', bare, bare)];
    for (const { name, request, options } of runs) {
      rows.push(row(label, request, await measure(options), bare, TARGETS[kind][name]));
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
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lettra-bench-'));
try {
  // Where loadConfig puts the database of a DATA_DIR.
  rows.push(...(await benchDatabase('PGlite', 'pglite', { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }, { DATA_DIR: dataDir })));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const postgres = await postgresDatabase();
if (postgres) {
  try {
    rows.push(...(await benchDatabase('PostgreSQL', 'postgres', { kind: 'postgres', url: postgres.url }, { DATABASE_URL: postgres.url })));
  } finally {
    await postgres.drop();
  }
}

const cpus = os.cpus();
console.log(
  `\nApi throughput against a bare Fastify 'hello', same run: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row after ${WARM_UP_S} s of warm-up — ` +
    `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}; load generator, api and database share these cores`,
);
console.table(rows);
console.log('Login hashes with argon2id (m=19 MiB, t=2) on purpose: its rate is bounded by the cores, not by the api.');
