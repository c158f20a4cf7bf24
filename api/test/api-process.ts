import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/**
 * Where the production tests and benchmarks find the machine's services. They run on every
 * machine of this project (CI included); scripts/test.sh checks them before the suites start.
 */
export const SERVICES = {
  postgres: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  redis: redisOfThisWorker(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'),
};

/**
 * Production test files run two at a time (vitest.config.ts): each Vitest worker takes a Redis database
 * of its own (1 to 15), so one file's rate-limit counters and locks never count another's requests.
 * Outside Vitest (benchmarks), the URL as given.
 */
function redisOfThisWorker(serverUrl: string): string {
  const worker = Number(process.env.VITEST_POOL_ID);
  if (!Number.isInteger(worker) || worker < 1) return serverUrl;
  const url = new URL(serverUrl);
  url.pathname = `/${((worker - 1) % 15) + 1}`;
  return url.toString();
}

/** A free TCP port on loopback, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A new, empty PostgreSQL database on the server, and how to drop it. */
export async function createPostgresDatabase(serverUrl = SERVICES.postgres, prefix = 'lettra_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // A closed pool's connections may take a moment to leave: wait for them rather than kill them.
      for (let wait = 0; wait < 50; wait += 1) {
        const { rows } = await cleanup.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

// Each running process's DATA_DIR by its URL: test/http-user.ts reads the outbox there, as a person reads
// their mail (the sign-up link).
const dataDirs = new Map<string, string>();

/** The outbox folder of the api process at `url`; undefined for one this module did not start. */
export function outboxOf(url: string): string | undefined {
  const dataDir = dataDirs.get(url);
  return dataDir === undefined ? undefined : path.join(dataDir, 'outbox');
}

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stderr and stdout so far (JSON log lines; stderr only with `discardLog`). */
  output: () => string;
  /** Resolves once `test` holds for the output, checked as each write arrives (a line the process has yet to log). */
  outputMatches: (test: (output: string) => boolean) => Promise<void>;
  /** Resolves with the exit code once the process has ended and its output has all been read. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts `node api/src/server.ts` as a deployment would, with the given environment on top of
 * test-friendly defaults (no demo seed, no premium day, warnings only, limits raised), and waits until
 * `/api/health` answers. `discardLog` sends its stdout (the JSON log) to /dev/null: the process still
 * pays for every line, as it does in production, and the caller keeps no copy (benchmarks at `info`).
 */
export async function startApiProcess(env: Record<string, string>, { discardLog = false } = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lettra-api-process-'));
  let output = '';
  const watchers = new Set<{ test: (output: string) => boolean; resolve: () => void }>();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      // A test starts a dozen api processes: with Node's compile cache each starts in about 2 s, not 4–5.
      NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'lettra-node-compile-cache'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      PREMIUM_DAY: 'off',
      LOG_LEVEL: 'warn',
      // Every request comes from 127.0.0.1 and, with Redis, counters outlive a run: a test of the limits sets its own.
      AUTH_RATE_LIMIT_MAX: '100000',
      GENERATION_RATE_LIMIT_MAX: '100000',
      ANALYSIS_RATE_LIMIT_MAX: '100000',
      EXPORT_RATE_LIMIT_MAX: '100000',
      KEYWORD_SENTENCE_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', discardLog ? 'ignore' : 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) {
      if (!watcher.test(output)) continue;
      watchers.delete(watcher);
      watcher.resolve();
    }
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  // 'close', not 'exit': the last lines of output may still be in the pipes when the process exits.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code))).finally(() =>
    rm(dataDir, { recursive: true, force: true }),
  );

  const url = `http://127.0.0.1:${port}`;
  dataDirs.set(url, dataDir);
  void exited.then(() => dataDirs.delete(url));
  const deadline = Date.now() + 30_000;
  let running = true;
  void exited.then(() => (running = false));
  for (;;) {
    if (!running) throw new Error(`the api process exited before it was up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the api process did not answer within 30 s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    child,
    output: () => output,
    outputMatches: (test) =>
      new Promise((resolve) => {
        if (test(output)) resolve();
        else watchers.add({ test, resolve });
      }),
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
