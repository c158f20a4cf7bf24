import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, insertLetter, startTestApp, subscribe, testDatabaseKind, type TestApp } from '../../test/helper.ts';

// The letters list is kept in memory per user (letter-list-cache.ts). Every write must show at the
// next read, on the instance that made it and, on PostgreSQL, on a second instance of the same database.
let t: TestApp;
let second: TestApp | null = null;

beforeAll(async () => {
  t = await startTestApp();
  if (testDatabaseKind === 'postgres') second = await startTestApp({ database: t.config.database, clock: t.clock });
});

afterAll(async () => {
  await second?.app.close();
  await t?.close();
});

/** Resolves once `app` hears every notification: before that, it keeps nothing in memory. */
function listening(app: FastifyInstance): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = app.dbChanges.subscribe({
      change: () => {},
      listening: () => {
        queueMicrotask(() => unsubscribe());
        resolve();
      },
      lost: () => {},
    });
  });
}

/** Resolves once `app` has been told `payload`: a notification reaches another instance by itself. */
function told(app: FastifyInstance, payload: string): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = app.dbChanges.subscribe({
      change: (heard) => {
        if (heard !== payload) return;
        unsubscribe();
        resolve();
      },
      listening: () => {},
      lost: () => {},
    });
  });
}

/**
 * Runs `write` with no notification of it. On PostgreSQL each listening connection of the app hears
 * a notification in its own time, and a list read while one arrives is rightly not kept: the tests
 * that need a list kept write this way, before any announced write of this database.
 */
async function unannounced(write: () => Promise<unknown>): Promise<void> {
  await t.app.db.execute(sql`alter table letters disable trigger letters_notify_change`);
  try {
    await write();
  } finally {
    await t.app.db.execute(sql`alter table letters enable trigger letters_notify_change`);
  }
}

/** The list as `app` answers it to the session `token`: one line per letter. */
async function lines(app: FastifyInstance, token: string, tab = 'all'): Promise<string[]> {
  const response = await app.inject({ url: `/api/letters?tab=${tab}`, headers: { cookie: `lettra_sid=${token}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json().letters.map(
    (letter: { title: string; favorite: boolean; applicationStatus: string }) =>
      `${letter.title}${letter.favorite ? ' ★' : ''} (${letter.applicationStatus})`,
  );
}

describe('the letters list kept in memory', () => {
  it('keeps a list 10 seconds at most: a change nobody announced shows after that', async () => {
    await listening(t.app);
    const agent = createAgent(t.app);
    const { id } = await agent.signup();
    await unannounced(() => insertLetter(t.app, id, { title: 'Avant' }));
    const token = agent.sessionToken ?? '';
    expect(await lines(t.app, token)).toEqual(['Avant (to_send)']);

    await unannounced(() => t.app.db.execute(sql`update letters set title = 'Après' where user_id = ${id}`));
    t.clock.advance(9_999);
    expect(await lines(t.app, token)).toEqual(['Avant (to_send)']);
    t.clock.advance(1);
    expect(await lines(t.app, token)).toEqual(['Après (to_send)']);
  });

  it('keeps a list per premium state: a premium that ends locks the letters at once', async () => {
    await listening(t.app);
    const agent = createAgent(t.app);
    const { id } = await agent.signup();
    await subscribe(t.app, id);
    await unannounced(() => insertLetter(t.app, id));
    const token = agent.sessionToken ?? '';
    const locked = async () => (await t.app.inject({ url: '/api/letters', headers: { cookie: `lettra_sid=${token}` } })).json().letters[0].locked;
    expect([await locked(), await locked()]).toEqual([false, false]);

    // The subscription ends with no write to any letter.
    await t.app.db.execute(sql`update users set is_subscribed = false, subscription_status = 'canceled' where id = ${id}`);
    expect(await locked()).toBe(true);
  });
  it('shows every write at the next read, on this instance and on another one', async () => {
    await Promise.all([t, second].map((instance) => instance && listening(instance.app)));
    const agent = createAgent(t.app);
    const { id } = await agent.signup();
    await subscribe(t.app, id);
    const token = agent.sessionToken ?? '';
    const instances = [t, second].filter((instance): instance is TestApp => instance !== null);

    /** Both instances read the list twice (the second read from memory), then `write` runs on this one. */
    async function afterWrite(write: () => Promise<unknown>, tab = 'all'): Promise<string[][]> {
      for (const instance of instances) {
        const before = await lines(instance.app, token, tab);
        expect(await lines(instance.app, token, tab)).toEqual(before);
      }
      const elsewhere = second && told(second.app, `l:${id}`);
      await write();
      const here = await lines(t.app, token, tab);
      if (!second) return [here];
      await elsewhere;
      return [here, await lines(second.app, token, tab)];
    }
    const everywhere = (expected: string[]) => instances.map(() => expected);

    const first = await insertLetter(t.app, id, { title: 'Première', createdAt: new Date('2026-03-01T09:00:00Z') });
    // A new letter, saved as the generation saves it.
    const created = await afterWrite(() =>
      insertLetter(t.app, id, { title: 'Deuxième', createdAt: new Date('2026-03-02T09:00:00Z') }),
    );
    expect(created).toEqual(everywhere(['Deuxième (to_send)', 'Première (to_send)']));

    const patch = async (payload: Record<string, unknown>) => {
      const current = await agent.request({ url: `/api/letters/${first.id}` });
      const response = await agent.request({
        method: 'PATCH',
        url: `/api/letters/${first.id}`,
        payload: { version: current.json().version, ...payload },
      });
      expect(response.statusCode).toBe(200);
    };
    expect(await afterWrite(() => patch({ title: 'Renommée' }))).toEqual(everywhere(['Deuxième (to_send)', 'Renommée (to_send)']));
    expect(await afterWrite(() => patch({ favorite: true }), 'favorites')).toEqual(everywhere(['Renommée ★ (to_send)']));
    expect(await afterWrite(() => patch({ applicationStatus: 'sent' }))).toEqual(
      everywhere(['Deuxième (to_send)', 'Renommée ★ (sent)']),
    );
    const deleted = await afterWrite(async () => {
      expect((await agent.request({ method: 'DELETE', url: `/api/letters/${first.id}` })).statusCode).toBe(200);
    });
    expect(deleted).toEqual(everywhere(['Deuxième (to_send)']));
  });
});
