// Requests per second of one api process ('pnpm bench'): POST /api/auth/login and
// GET /api/letters, on embedded PGlite (a temporary DATA_DIR, as a deployment without
// DATABASE_URL runs) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on a fresh
// PostgreSQL database dropped afterwards. The real app (buildApp) listens on 127.0.0.1; keep-alive
// connections send requests back to back for a fixed time. The load comes from a worker thread of
// this process, so the api keeps its main thread to itself as in production; on a small machine
// both still share the cores (with PostgreSQL too, when it runs here). Measures and prints; asserts
// nothing.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { DatabaseSettings } from '../src/config.ts';
import { percentile } from './percentile.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? '20');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? '5000');
// Lets the JIT compile the hot paths and every keep-alive connection open before the clock starts.
const WARM_UP_MS = 1000;
const LETTERS_PER_USER = 20;
const PASSWORD = 'Banc-de-mesure-2026';

/** One measured run, as the worker thread receives it. */
interface LoadPlan {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | null;
  connections: number;
  warmUpMs: number;
  durationMs: number;
}

/** What the worker thread sends back: counts of the measured part only (the warm-up is dropped). */
interface LoadResult {
  elapsedMs: number;
  latenciesMs: Float64Array;
  statuses: Record<string, number>;
  errors: number;
  responseBytes: number;
  firstFailure: string | null;
}

// --- Worker thread: the load generator -------------------------------------------------------

async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const target = new URL(plan.url);
  const headers = {
    ...plan.headers,
    ...(plan.body === null ? {} : { 'content-length': String(Buffer.byteLength(plan.body)) }),
  };

  const send = () =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const request = http.request(target, { method: plan.method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(plan.body ?? undefined);
    });

  async function run(durationMs: number, record: boolean) {
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let errors = 0;
    let responseBytes = 0;
    let firstFailure: string | null = null;
    const started = performance.now();
    const deadline = started + durationMs;
    // Each connection sends its next request as soon as the previous answer has arrived.
    const connection = async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const { status, body } = await send();
          if (!record) continue;
          latencies.push(performance.now() - sent);
          statuses[status] = (statuses[status] ?? 0) + 1;
          responseBytes += body.byteLength;
          if ((status < 200 || status > 299) && firstFailure === null) firstFailure = `${status} ${body.toString().slice(0, 200)}`;
        } catch (error) {
          if (!record) continue;
          errors += 1;
          firstFailure ??= String(error);
        }
      }
    };
    await Promise.all(Array.from({ length: plan.connections }, connection));
    // Requests still in flight at the deadline are counted, so the time runs until the last one ends.
    return { elapsedMs: performance.now() - started, latenciesMs: Float64Array.from(latencies), statuses, errors, responseBytes, firstFailure };
  }

  await run(plan.warmUpMs, false);
  const result = await run(plan.durationMs, true);
  agent.destroy();
  return result;
}

// --- Main thread: the api, its data, and the tables --------------------------------------------

function measure(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: plan });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker exited with code ${code}`)));
  });
}

/** A PostgreSQL database of its own on the server, or null when no server is configured. */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const { createPostgresDatabase } = await import('../test/api-process.ts');
  return createPostgresDatabase(serverUrl, 'lettra_bench');
}

/** A premium user with LETTERS_PER_USER letters: signed up through the api, letters stored as generation stores them. */
async function createUserWithLetters(app: FastifyInstance, baseUrl: string): Promise<{ email: string; cookie: string }> {
  const [{ eq }, { users }, { newId }, { createLettersRepository }, { DEMO_ACCOUNTS }] = await Promise.all([
    import('drizzle-orm'),
    import('../src/db/schema.ts'),
    import('../src/lib/ids.ts'),
    import('../src/letters/letters.repository.ts'),
    import('../src/seed/demo-accounts.ts'),
  ]);
  const email = `banc.${randomBytes(4).toString('hex')}@exemple.fr`;
  const jsonPost = (route: string, body: object) =>
    fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'lettra' },
      body: JSON.stringify(body),
    });

  const signup = await jsonPost('/api/auth/signup', { name: 'Camille Banc', email, password: PASSWORD, acceptTerms: true });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const { user } = (await signup.json()) as { user: { id: string } };
  // Premium, so the list carries every letter in full (a free user receives previews only).
  await app.db
    .update(users)
    .set({ isSubscribed: true, subscriptionStatus: 'active', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(users.id, user.id));

  const repository = createLettersRepository(app.db);
  const samples = DEMO_ACCOUNTS.flatMap((account) => account.letters);
  for (let index = 0; index < LETTERS_PER_USER; index += 1) {
    const sample = samples[index % samples.length];
    if (!sample) throw new Error('no demo letters to copy');
    const createdAt = new Date(Date.UTC(2026, 0, 1 + index, 9));
    await repository.insert({
      id: newId('let'),
      userId: user.id,
      title: sample.title,
      company: sample.company,
      position: sample.position,
      content: sample.content,
      favorite: index % 4 === 0,
      language: 'french',
      tone: sample.tone,
      createdAt,
      updatedAt: createdAt,
    });
  }

  const login = await jsonPost('/api/auth/login', { email, password: PASSWORD });
  const sessionCookie = login.headers.getSetCookie()[0]?.split(';', 1)[0];
  if (login.status !== 200 || !sessionCookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return { email, cookie: sessionCookie };
}

async function benchDatabase(label: string, database: DatabaseSettings | null): Promise<Record<string, string | number>[]> {
  const [{ buildApp }, { loadConfig }] = await Promise.all([import('../src/app.ts'), import('../src/config.ts')]);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lettra-bench-'));
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PREMIUM_DAY: 'off',
    // Production logs every request at 'info'; here that would bury the tables (and is not measured).
    LOG_LEVEL: 'warn',
    // Every request comes from 127.0.0.1: the per-IP limits would turn the run into 429s, and so would
    // the login back-off, which holds at most 5 logins in flight from one address to one account.
    AUTH_RATE_LIMIT_MAX: '100000000',
    LOGIN_BACKOFF_AFTER: '100000000',
    LOGIN_GUESSES_PER_ACCOUNT_HOUR: '100000000',
  });
  const app = await buildApp(database ? { ...loaded, database } : loaded);
  try {
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const { email, cookie } = await createUserWithLetters(app, baseUrl);
    const runs: { name: string; plan: LoadPlan }[] = [
      {
        name: 'POST /api/auth/login',
        plan: {
          url: `${baseUrl}/api/auth/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'lettra' },
          body: JSON.stringify({ email, password: PASSWORD }),
          connections: CONNECTIONS,
          warmUpMs: WARM_UP_MS,
          durationMs: DURATION_MS,
        },
      },
      {
        name: `GET /api/letters (${LETTERS_PER_USER} letters)`,
        plan: {
          url: `${baseUrl}/api/letters`,
          method: 'GET',
          headers: { cookie },
          body: null,
          connections: CONNECTIONS,
          warmUpMs: WARM_UP_MS,
          durationMs: DURATION_MS,
        },
      },
    ];

    const rows: Record<string, string | number>[] = [];
    for (const { name, plan } of runs) {
      const result = await measure(plan);
      const latencies = result.latenciesMs.sort();
      const ok = Object.entries(result.statuses).reduce((sum, [status, n]) => (status.startsWith('2') ? sum + n : sum), 0);
      rows.push({
        database: label,
        request: name,
        requests: latencies.length + result.errors,
        'req/s': ((latencies.length * 1000) / result.elapsedMs).toFixed(latencies.length * 1000 < 100 * result.elapsedMs ? 1 : 0),
        'p50 ms': percentile(latencies, 0.5).toFixed(1),
        'p95 ms': percentile(latencies, 0.95).toFixed(1),
        'p99 ms': percentile(latencies, 0.99).toFixed(1),
        'non-2xx': latencies.length - ok,
        errors: result.errors,
        'KiB/response': latencies.length ? (result.responseBytes / latencies.length / 1024).toFixed(1) : '—',
      });
      if (result.firstFailure) console.log(`${label}, ${name}: first failure: ${result.firstFailure}`);
    }
    return rows;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows = await benchDatabase('PGlite (DATA_DIR)', null);

  const postgres = await freshPostgresDatabase();
  if (postgres) {
    try {
      rows.push(...(await benchDatabase('PostgreSQL', { kind: 'postgres', url: postgres.url })));
    } finally {
      await postgres.drop();
    }
  }

  const cpus = os.cpus();
  console.log(
    `\nApi throughput, one process: ${CONNECTIONS} keep-alive connections for ${DURATION_MS / 1000} s per row after ${WARM_UP_MS / 1000} s of warm-up — ` +
      `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, libuv pool ${process.env.UV_THREADPOOL_SIZE ?? 4} threads`,
  );
  console.table(rows);
  console.log('Login hashes with argon2id (m=19 MiB, t=2) on purpose: its rate is bounded by the cores, not by the api.');
  if (!postgres) console.log('PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server the bench may create a database on).');
}

if (isMainThread) {
  await main();
} else {
  parentPort?.postMessage(await generateLoad(workerData as LoadPlan));
}
