import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, startApiProcess, type ApiProcess } from '../test/api-process.ts';

// Demo payments in production are a deliberate choice (docs/security.md): the process says so loudly at
// start, and is silent about them when they are off.
let api: ApiProcess | undefined;
// On the machine's PostgreSQL, as the other production tests: an api process on a fresh embedded PGlite
// spends about 3 s more starting (initdb in WebAssembly). The warning is the process's, whatever database.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
});

afterEach(async () => {
  await api?.stop();
  api = undefined;
});

afterAll(async () => {
  await database?.drop();
});

const WARNING = 'DEMO PAYMENTS ARE ON IN PRODUCTION';

it('warns at start when DEMO_PAYMENTS=true in production', async () => {
  api = await startApiProcess({ NODE_ENV: 'production', DEMO_PAYMENTS: 'true', DATABASE_URL: database.url });
  await api.outputMatches((output) => output.includes(WARNING));
  const line = api.output().split('\n').find((candidate) => candidate.includes(WARNING));
  expect(JSON.parse(line!)).toMatchObject({ level: 40 });
});

it('grants nothing and says nothing of demo payments in production without DEMO_PAYMENTS', async () => {
  api = await startApiProcess({ NODE_ENV: 'production', DATABASE_URL: database.url });
  const config = await (await fetch(`${api.url}/api/billing/config`)).json();
  expect(config).toMatchObject({ configured: false, demoMode: false });
  expect(api.output()).not.toContain(WARNING);
});
