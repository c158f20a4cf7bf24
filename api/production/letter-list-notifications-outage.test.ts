import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/api-process.ts';
import { createAgent, insertLetter, startTestApp, type TestApp } from '../test/helper.ts';

// The api keeps each user's letters list in memory only while the database can tell it about
// writes (api/src/letters/letter-list-cache.ts). Here the connection that hears other instances'
// writes is cut, while writes go unannounced: nothing kept from before may be served.
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

/** The next time the app's change feed says `event` ('listening', 'lost' or a notification). */
function next(event: string): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const unsubscribe = t.app.dbChanges.subscribe({
      change: (payload) => settle(payload),
      listening: () => settle('listening'),
      lost: () => settle('lost'),
    });
    function settle(said: string) {
      if (done || said !== event) return;
      done = true;
      queueMicrotask(() => unsubscribe());
      resolve();
    }
  });
}

it('reads the letters list from the database while it may miss writes, and keeps it in memory again once it hears them', async () => {
  await next('listening');
  const agent = createAgent(t.app);
  const { id } = await agent.signup();
  // From here on a letter's write is announced to nobody: only the lost connection protects the
  // memory. (Announced, the letter's creation would reach each listening connection in its own time,
  // and a list read meanwhile would rightly not be kept.)
  await admin.query('alter table letters disable trigger letters_notify_change');
  await insertLetter(t.app, id, { title: 'Première' });
  const titles = async () => (await agent.request({ url: '/api/letters' })).json().letters.map((letter: { title: string }) => letter.title);
  expect([await titles(), await titles()]).toEqual([['Première'], ['Première']]);

  const lost = next('lost');
  await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'lettra-session-changes'",
  );
  await lost;
  // Asked now, before the first retry's timer can fire: a subscriber is told at once that the feed listens.
  const listeningAgain = next('listening');
  await admin.query("update letters set title = 'Renommée' where user_id = $1", [id]);
  expect(await titles()).toEqual(['Renommée']);

  // It reconnects by itself, and writes are announced again.
  await listeningAgain;
  await admin.query('alter table letters enable trigger letters_notify_change');
  expect([await titles(), await titles()]).toEqual([['Renommée'], ['Renommée']]);
  const told = next(`l:${id}`);
  await admin.query("update letters set title = 'Renommée encore' where user_id = $1", [id]);
  await told;
  expect(await titles()).toEqual(['Renommée encore']);
});
