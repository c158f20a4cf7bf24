import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createAgent, setupTestApp } from '../../test/helper.ts';
import { hashSecretToken } from '../lib/secret-token.ts';

// The api keeps the sessions it checked in memory (session-cache.ts); these are the changes it did
// not make itself, which only the database's notifications can tell it about.
const t = setupTestApp();

/**
 * Runs `statement` as another api instance (or an administrator) would. On PostgreSQL: from a
 * connection of its own, then until this app has been told, as a notification reaches an instance
 * by itself. On PGlite there is one process, told before the statement returns.
 */
async function changeElsewhere(statement: SQL, notification: string): Promise<void> {
  const settings = t.config.database;
  if (settings.kind === 'pglite') {
    await t.app.db.execute(statement);
    return;
  }
  // The connection that hears other instances opens with the app: on a busy machine it may still be
  // connecting, and a change made before it listens would never be told.
  let listening!: () => void;
  const heard = new Promise<void>((resolve) => (listening = resolve));
  const told = new Promise<void>((resolve) => {
    const unsubscribe = t.app.dbChanges.subscribe({
      change: (payload) => {
        if (payload !== notification) return;
        unsubscribe();
        resolve();
      },
      listening: () => listening(),
      lost: () => {},
    });
  });
  await heard;
  const query = new PgDialect().sqlToQuery(statement);
  const client = new pg.Client({ connectionString: settings.url });
  await client.connect();
  try {
    await client.query(query.sql, query.params);
  } finally {
    await client.end();
  }
  await told;
}

async function signedInAndChecked() {
  const agent = createAgent(t.app);
  const account = await agent.signup();
  // Twice: the second check comes from memory.
  for (let check = 0; check < 2; check += 1) {
    expect((await agent.request({ url: '/api/auth/session' })).json().user.id).toBe(account.id);
  }
  return { agent, account, sessionId: hashSecretToken(agent.sessionToken ?? '') };
}

describe('sessions changed behind the api’s back', () => {
  it('a session ended elsewhere is refused at the next request', async () => {
    const { agent, sessionId } = await signedInAndChecked();
    await changeElsewhere(sql`delete from sessions where id = ${sessionId}`, `s:${sessionId}`);

    expect((await agent.request({ url: '/api/letters' })).statusCode).toBe(401);
    expect((await agent.request({ url: '/api/auth/session' })).json().user).toBeNull();
  });

  it('an account changed elsewhere is seen at the next request', async () => {
    const { agent, account } = await signedInAndChecked();
    const periodEnd = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    await changeElsewhere(
      sql`update users set name = 'Béatrice Martin', is_subscribed = true, subscription_status = 'active', current_period_end = ${periodEnd} where id = ${account.id}`,
      `u:${account.id}`,
    );

    const { user } = (await agent.request({ url: '/api/auth/session' })).json();
    expect(user).toMatchObject({ name: 'Béatrice Martin', isPremium: true, subscription: { status: 'active' } });
  });

  it('an account deleted elsewhere takes its sessions with it', async () => {
    const { agent, account } = await signedInAndChecked();
    await changeElsewhere(sql`delete from users where id = ${account.id}`, `u:${account.id}`);

    expect((await agent.request({ url: '/api/letters' })).statusCode).toBe(401);
  });
});
