// Child process of generation-overhead.ts: the real api, alone in its process, on in-memory PGlite,
// with premium users and open sessions created directly (hashing hundreds of passwords would only
// slow the set-up). It reports its port and the session tokens, then answers memory questions.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type DatabaseSettings } from '../src/config.ts';
import { sessions, users } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../src/lib/secret-token.ts';

/** Messages between the benchmark and this process. */
export type ApiRequest = { type: 'memory'; gc: boolean } | { type: 'stop' };
export type ApiReply =
  | { type: 'ready'; url: string; tokens: string[] }
  | { type: 'memory'; rss: number; heapUsed: number; cpuMs: number };

const send = (message: ApiReply) => process.send?.(message);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lettra-bench-'));

// BENCH_DATABASE_URL: a PostgreSQL server instead of in-memory PGlite (whose WASM runs on the
// api's own thread); the benchmark gets a database of its own there, dropped at the end.
const serverUrl = process.env.BENCH_DATABASE_URL;
const benchDatabase = `lettra_bench_${process.pid}`;
async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}
let database: DatabaseSettings = { kind: 'pglite', dataDir: null };
if (serverUrl) {
  await onServer(`CREATE DATABASE "${benchDatabase}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${benchDatabase}`;
  database = { kind: 'postgres', url: url.toString() };
}
const config = {
  ...loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PREMIUM_DAY: 'off',
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: process.env.BENCH_MODEL_URL,
    GENERATION_RATE_LIMIT_MAX: '1000000',
    LLM_TIMEOUT_MS: '30000',
  }),
  database,
};
const app = await buildApp(config);
await app.ready();

const now = new Date();
const count = Number(process.env.BENCH_USERS ?? '500');
const tokens = Array.from({ length: count }, () => newSecretToken());
const userRows = tokens.map((_, index) => ({
  id: newId('user'),
  name: `Banc ${index}`,
  email: `banc.${index}@exemple.fr`,
  passwordHash: 'not-a-hash: these accounts never log in',
  isSubscribed: true,
  subscriptionStatus: 'active',
  createdAt: now,
  lastActiveAt: now,
}));
await app.db.insert(users).values(userRows);
await app.db.insert(sessions).values(
  tokens.map((token, index) => ({
    id: hashSecretToken(token),
    userId: userRows[index]?.id ?? '',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })),
);

// 500 clients connect at once: above the default backlog of 511 once other sockets count.
const url = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
send({ type: 'ready', url, tokens });

process.on('message', (message: ApiRequest) => {
  if (message.type === 'memory') {
    if (message.gc) globalThis.gc?.();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    send({ type: 'memory', rss: memory.rss, heapUsed: memory.heapUsed, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  if (message.type === 'stop') {
    void app
      .close()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => (serverUrl ? onServer(`DROP DATABASE IF EXISTS "${benchDatabase}" WITH (FORCE)`) : undefined))
      .then(() => process.exit(0));
  }
});
