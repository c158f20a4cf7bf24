import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST } from '../test/generation-fixtures.ts';
import { createPostgresDatabase, SERVICES, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { createHttpUser } from '../test/http-user.ts';
import { readSse, type SseEvent } from '../test/sse.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An api process on a fresh PostgreSQL database; its offline writer streams slowly enough to be caught mid-letter. */
async function startSlowApi(env: Record<string, string> = {}) {
  const database = await createPostgresDatabase();
  cleanups.push(database.drop);
  const api = await startApiProcess({ DATABASE_URL: database.url, REDIS_URL: SERVICES.redis, OFFLINE_STREAM_DELAY_MS: '25', ...env });
  cleanups.push(() => api.stop('SIGKILL'));
  return { api, database };
}

async function countRows(databaseUrl: string, userEmail: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ letters: number; usage: number; content: string | null }>(
      `SELECT (SELECT count(*)::int FROM letters l WHERE l.user_id = u.id) AS letters,
              (SELECT count(*)::int FROM generation_usage g WHERE g.user_id = u.id) AS usage,
              (SELECT content FROM letters l WHERE l.user_id = u.id LIMIT 1) AS content
         FROM users u WHERE u.email = $1`,
      [userEmail],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Starts a generation and resolves once its first words have arrived, with the rest still to read. */
async function generationUnderWay(api: ApiProcess) {
  const user = createHttpUser('shutdown');
  await user.signup(api.url);
  const response = await user.request(api.url, '/api/letters/generate', { method: 'POST', body: REQUEST });
  expect(response.status).toBe(200);
  // Read by hand: leaving a for-await loop early would cancel the response body.
  const events = readSse(response.body!);
  const seen: SseEvent[] = [];
  for (let next = await events.next(); !next.done; next = await events.next()) {
    seen.push(next.value);
    if (next.value.event === 'delta') break;
  }
  const rest = (async () => {
    try {
      for await (const event of events) seen.push(event);
    } catch {
      // the connection was cut: what arrived is in `seen`
    }
    return seen;
  })();
  return { user, rest };
}

async function newRequestRefused(api: ApiProcess): Promise<boolean> {
  try {
    const response = await fetch(`${api.url}/api/health`);
    return response.status === 503;
  } catch {
    return true; // connection refused: the instance no longer listens
  }
}

describe('SIGTERM', () => {
  it('stops taking requests, lets the running generation finish and save, then exits cleanly', async () => {
    const { api, database } = await startSlowApi();
    const { user, rest } = await generationUnderWay(api);

    api.child.kill('SIGTERM');
    await expect.poll(() => newRequestRefused(api), { timeout: 20_000 }).toBe(true);

    const events = await rest;
    const done = events.find((event) => event.event === 'done');
    expect(done?.data.letter.id).toMatch(/^let_/);
    expect(await api.exited).toBe(0);
    expect(api.output()).not.toMatch(/"level":(50|60)/); // no error or fatal log line

    const rows = await countRows(database.url, user.email);
    expect(rows).toMatchObject({ letters: 1, usage: 1 });
    // The whole letter was saved, down to its closing formula.
    expect(rows?.content).toMatch(/salutations distinguées|Yours sincerely|Kind regards|Best regards/);
  });

  it('after the grace period exits anyway, leaving no half-written letter', async () => {
    const { api, database } = await startSlowApi({ SHUTDOWN_GRACE_MS: '300', OFFLINE_STREAM_DELAY_MS: '60' });
    const { user, rest } = await generationUnderWay(api);

    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(1);
    const events = await rest;
    expect(events.some((event) => event.event === 'done')).toBe(false);
    // Saving is one transaction: the interrupted generation left neither a letter nor a counted use.
    expect(await countRows(database.url, user.email)).toMatchObject({ letters: 0, usage: 0 });
  });
});
