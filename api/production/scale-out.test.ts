import { randomInt } from 'node:crypto';
import type { LettersListResponse, LetterView, SessionResponse } from '@lettra/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, SERVICES, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { REQUEST } from '../test/generation-fixtures.ts';
import { createHttpUser } from '../test/http-user.ts';
import { readSse } from '../test/sse.ts';

// Two api processes on different ports, one PostgreSQL database, one Redis: what a load balancer
// in front of N instances sees. Each test sends one user's requests to both, in turn.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let a: ApiProcess;
let b: ApiProcess;

const LOGIN_LIMIT = 4;
const GENERATION_LIMIT = 3;

beforeAll(async () => {
  database = await createPostgresDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: SERVICES.redis,
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
    GENERATION_RATE_LIMIT_MAX: String(GENERATION_LIMIT),
    OFFLINE_STREAM_DELAY_MS: '15',
  };
  [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

/**
 * A client address of its own (TEST-NET-2), so no other run shares its counters in Redis: the
 * instances trust one proxy hop (TRUST_PROXY=true), so the last X-Forwarded-For entry is the client.
 */
const someAddress = () => `198.51.100.${randomInt(1, 255)}`;

describe('two api instances behind one load balancer', () => {
  it('share sessions and letters: a user can bounce between them', async () => {
    const user = createHttpUser('bounce', { forwardedFor: someAddress() });
    await user.signup(a.url);

    const session = (await (await user.request(b.url, '/api/auth/session')).json()) as SessionResponse;
    expect(session.user?.email).toBe(user.email);

    const generated = await user.request(a.url, '/api/letters/generate', { method: 'POST', body: REQUEST });
    expect(generated.status).toBe(200);
    await generated.text();
    const list = (await (await user.request(b.url, '/api/letters')).json()) as LettersListResponse;
    expect(list.letters).toHaveLength(1);
    const letter = list.letters[0]!;

    // An edit on one instance, a stale edit on the other: detected, not overwritten.
    const renamed = await user.request(a.url, `/api/letters/${letter.id}`, { method: 'PATCH', body: { version: letter.version, title: 'Renommée sur A' } });
    expect(renamed.status).toBe(200);
    const stale = await user.request(b.url, `/api/letters/${letter.id}`, { method: 'PATCH', body: { version: letter.version, title: 'Écrasée sur B' } });
    expect(stale.status).toBe(409);
    const reread = (await (await user.request(b.url, `/api/letters/${letter.id}`)).json()) as LetterView;
    expect(reread.title).toBe('Renommée sur A');

    // Signing out on one instance ends the session on every instance.
    expect((await user.request(b.url, '/api/auth/logout', { method: 'POST' })).status).toBe(200);
    expect((await user.request(a.url, '/api/letters')).status).toBe(401);
  });

  it('share the login rate limit: attempts on both instances count together', async () => {
    const user = createHttpUser('limited', { forwardedFor: someAddress() });
    await user.signup(a.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      const response = await user.request(instance.url, '/api/auth/login', { method: 'POST', body: { email: user.email, password: 'Mauvais-mot-de-passe-1' } });
      statuses.push(response.status);
    }
    // Each instance saw fewer attempts than the limit: only a shared counter refuses the last one.
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429]);
  });

  it('share the one-generation-at-a-time lock and the generation rate limit', async () => {
    const user = createHttpUser('writer', { forwardedFor: someAddress() });
    await user.signup(a.url);

    const first = await user.request(a.url, '/api/letters/generate', { method: 'POST', body: REQUEST });
    expect(first.status).toBe(200);
    const events = readSse(first.body!);
    await events.next(); // the stream is open: the generation runs on instance A

    const meanwhile = await user.request(b.url, '/api/letters/generate', { method: 'POST', body: REQUEST });
    expect(meanwhile.status).toBe(429);
    expect(await meanwhile.json()).toMatchObject({ code: 'GenerationInProgressError' });
    for await (const event of events) if (event.event === 'done') break;

    const second = await user.request(b.url, '/api/letters/generate', { method: 'POST', body: REQUEST });
    expect(second.status).toBe(200);
    await second.text();
    // Three requests so far, two on each instance counting this one: only a shared counter refuses it.
    const third = await user.request(a.url, '/api/letters/generate', { method: 'POST', body: REQUEST });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 'TooManyAttemptsError' });
  });
});
