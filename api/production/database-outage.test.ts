import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, SERVICES } from '../test/api-process.ts';
import { createAgent, insertLetter, startTestApp, type TestApp } from '../test/helper.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';

const UNAVAILABLE = {
  code: 'DatabaseUnavailableError',
  message: 'Service momentanément indisponible : la base de données ne répond pas.',
};

// The api reaches PostgreSQL through a relay the test cuts, as a network failure or a database
// restart would, then restores.
let proxy: TcpProxy;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let t: TestApp;

beforeAll(async () => {
  const server = new URL(SERVICES.postgres);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  database = await createPostgresDatabase();
  const url = new URL(database.url);
  url.host = `127.0.0.1:${proxy.port}`;
  t = await startTestApp({ database: { kind: 'postgres', url: url.toString() } });
});

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await database?.drop();
});

describe('when the database becomes unreachable', () => {
  it('answers French 503s, keeps running, and recovers by itself once the database is back', async () => {
    const user = createAgent(t.app);
    const { id } = await user.signup();
    await insertLetter(t.app, id, { title: 'Lettre gardée' });

    await proxy.cut();

    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(UNAVAILABLE);
    // A signed-in request (its session is read from the database) and a sign-up both get the 503.
    const list = await user.request({ url: '/api/letters' });
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual(UNAVAILABLE);
    const signup = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Zoé Martin', email: 'zoe.panne@exemple.fr', password: 'Lettre-de-test-2026', acceptTerms: true },
    });
    expect(signup.statusCode).toBe(503);
    expect(signup.json()).toEqual(UNAVAILABLE);
    // The process is alive: liveness does not depend on the database.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await proxy.restore();

    // Reconnecting takes the pool a moment, longer on a busy machine: poll, with room to spare.
    await expect.poll(async () => (await t.app.inject({ url: '/api/ready' })).statusCode, { timeout: 20_000, interval: 200 }).toBe(200);
    const after = await user.request({ url: '/api/letters' });
    expect(after.statusCode).toBe(200);
    expect(JSON.stringify(after.json())).toContain('Lettre gardée');
  });
});
