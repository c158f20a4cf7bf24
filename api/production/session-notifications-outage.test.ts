import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/api-process.ts';
import { createAgent, startTestApp, type TestApp } from '../test/helper.ts';

// The api keeps checked sessions in memory only while the database can tell it about changes
// (api/src/sessions/session-cache.ts). Here the connection that hears other instances' changes is
// cut, while changes go unannounced: nothing kept from before may be served.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let t: TestApp;
let admin: pg.Client;

beforeAll(async () => {
  database = await createPostgresDatabase();
  t = await startTestApp({ database: { kind: 'postgres', url: database.url } });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await t?.close();
  await database?.drop();
});

/** What the app's change feed says, in order, and a way to wait for the next thing it says. */
function recordFeed() {
  const events: string[] = [];
  const waiting = new Set<{ test: (event: string) => boolean; resolve: () => void }>();
  const record = (event: string) => {
    events.push(event);
    for (const waiter of waiting) {
      if (!waiter.test(event)) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  };
  t.app.dbChanges.subscribe({ change: record, listening: () => record('listening'), lost: () => record('lost') });
  return {
    events,
    next: (test: (event: string) => boolean) => new Promise<void>((resolve) => waiting.add({ test, resolve })),
  };
}

it('reads sessions from the database while it may miss changes, and keeps them in memory again once it hears them', async () => {
  const feed = recordFeed();
  // The connection that hears other instances opens with the app; on a busy machine it may still be connecting.
  if (feed.events.at(-1) !== 'listening') await feed.next((event) => event === 'listening');
  expect(feed.events.at(-1)).toBe('listening');
  const agent = createAgent(t.app);
  const account = await agent.signup();
  const name = async () => (await agent.request({ url: '/api/auth/session' })).json().user.name as string;
  expect([await name(), await name()]).toEqual(['Alice Dupont', 'Alice Dupont']);

  // From here on an account's change is announced to nobody: only the lost connection protects the memory.
  await admin.query('alter table users disable trigger users_notify_change');
  const lost = feed.next((event) => event === 'lost');
  const listeningAgain = feed.next((event) => event === 'listening');
  await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'lettra-session-changes'",
  );
  await lost;
  await admin.query("update users set name = 'Béatrice Martin' where id = $1", [account.id]);
  expect(await name()).toBe('Béatrice Martin');

  // It reconnects by itself, and changes are announced again.
  await listeningAgain;
  await admin.query('alter table users enable trigger users_notify_change');
  expect(await name()).toBe('Béatrice Martin');
  const told = feed.next((event) => event === `u:${account.id}`);
  await admin.query("update users set name = 'Chloé Petit' where id = $1", [account.id]);
  await told;
  expect(await name()).toBe('Chloé Petit');
});
