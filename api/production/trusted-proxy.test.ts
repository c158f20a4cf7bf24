import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { postFrom, startForwardingProxy, type ForwardingProxy } from '../test/forwarding-proxy.ts';

// Loopback holds all of 127.0.0.0/8: each party gets an address of its own. The proxy reaches the
// api from PROXY; clients reach the proxy, or the api itself, from theirs.
const PROXY = '127.0.0.2';
const CLIENT = '127.0.0.3';
const OTHER_CLIENT = '127.0.0.4';

// The limits a deployment gets without setting any (10 logins a minute, 30 sign-ups an hour from one network).
const DEFAULT_LIMITS = { AUTH_RATE_LIMIT_MAX: '' };

const login = (n: number) => ({ email: `personne.${n}@exemple.fr`, password: 'Pas-le-bon-2026' });
const signup = (n: number) => ({ name: 'Alice Dupont', email: `nouvelle.${n}.${randomBytes(4).toString('hex')}@exemple.fr`, password: 'Lettre-de-test-2026', acceptTerms: true });
const forged = (n: number) => `198.51.100.${n}`;

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

// On the machine's PostgreSQL, as the other production tests: an api process on a fresh embedded PGlite
// spends about 3 s more starting (initdb in WebAssembly), and this file starts three. Which database
// answers is nothing to the property here; each process counts its own clients in memory.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function inTurn(count: number, send: (n: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 1; n <= count; n += 1) statuses.push(await send(n));
  return statuses;
}

describe.each([
  ['one hop (TRUST_PROXY=1)', '1'],
  ["the proxy's address (TRUST_PROXY=127.0.0.2)", PROXY],
])('behind a proxy trusted by %s', (_case, trustProxy) => {
  let api: ApiProcess;
  let proxy: ForwardingProxy;

  beforeAll(async () => {
    api = await startApiProcess({ ...DEFAULT_LIMITS, DATABASE_URL: database.url, TRUST_PROXY: trustProxy });
    proxy = await startForwardingProxy(new URL(api.url), { localAddress: PROXY });
  });

  afterAll(async () => {
    await proxy?.close();
    await api?.stop();
  });

  it('counts 25 logins with forged X-Forwarded-For as one client: 10 tried, 15 refused', async () => {
    const statuses = await inTurn(25, (n) =>
      postFrom(`${proxy.url}/api/auth/login`, login(n), { localAddress: CLIENT, forwardedFor: forged(n) }),
    );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(tally(statuses)).toEqual({ 401: 10, 429: 15 });

    // Another client behind the same proxy is not held back by the first one's attempts.
    expect(await postFrom(`${proxy.url}/api/auth/login`, login(26), { localAddress: OTHER_CLIENT })).toBe(401);
  });

  it('counts 33 sign-ups with forged X-Forwarded-For as one client: 30 answered, then 429', async () => {
    const statuses = await inTurn(33, (n) =>
      postFrom(`${proxy.url}/api/auth/signup`, signup(n), { localAddress: CLIENT, forwardedFor: forged(n) }),
    );
    expect(statuses).toEqual([...Array(30).fill(202), 429, 429, 429]);
  });
});

describe('a client that reaches the api without the trusted proxy', () => {
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApiProcess({ ...DEFAULT_LIMITS, DATABASE_URL: database.url, TRUST_PROXY: PROXY });
  });

  afterAll(async () => {
    await api?.stop();
  });

  it('is counted by its own address, whatever X-Forwarded-For it writes', async () => {
    const statuses = await inTurn(12, (n) =>
      postFrom(`${api.url}/api/auth/login`, login(n), { localAddress: CLIENT, forwardedFor: `${forged(n)}, ${forged(n + 100)}` }),
    );
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });
});
