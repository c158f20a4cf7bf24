import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, SERVICES, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { REQUEST } from '../test/generation-fixtures.ts';
import { createHttpUser } from '../test/http-user.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';

// Redis only holds counters and locks: while it is unreachable, people still sign in and write letters.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let proxy: TcpProxy;
let api: ApiProcess;

beforeAll(async () => {
  const redis = new URL(SERVICES.redis);
  proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
  database = await createPostgresDatabase();
  api = await startApiProcess({ DATABASE_URL: database.url, REDIS_URL: `redis://127.0.0.1:${proxy.port}${redis.pathname}` });
});

afterAll(async () => {
  await api?.stop();
  await proxy?.close();
  await database?.drop();
});

it('keeps signing in and generating while Redis is unreachable, and logs the outage', async () => {
  const user = createHttpUser('sans-redis');
  await user.signup(api.url);

  await proxy.cut();
  expect((await user.login(api.url)).status).toBe(200);
  const generated = await user.request(api.url, '/api/letters/generate', { method: 'POST', body: REQUEST });
  expect(generated.status).toBe(200);
  expect(await generated.text()).toContain('event: done');
  expect(api.child.exitCode).toBeNull();
  // The warning goes through a pipe of its own, which may deliver it after the response.
  await api.outputMatches((output) => output.includes('generation lock unavailable in redis'));

  await proxy.restore();
  expect((await user.login(api.url)).status).toBe(200);
});
