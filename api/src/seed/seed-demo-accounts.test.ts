import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent, freshDatabase, startTestApp, testDatabaseKind } from '../../test/helper.ts';
import type { DatabaseSettings } from '../config.ts';
import { letters, users } from '../db/schema.ts';
import { createPasswordHasher } from '../passwords/password-hasher.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';
import { createSeedRepository } from './seed.repository.ts';

const [camille, lucas] = DEMO_ACCOUNTS;

describe('demo accounts', () => {
  it('are created on first start: a premium account with 3 letters and a free one with 2', async () => {
    const t = await startTestApp({ env: { SEED_DEMO: 'true' } });
    try {
      const rows = await t.app.db.select().from(users).orderBy(asc(users.email));
      expect(rows.map((row) => [row.email, row.name, row.isSubscribed, row.subscriptionStatus])).toEqual([
        ['camille.martin@lettra.demo', 'Camille Martin', true, 'active'],
        ['lucas.bernard@lettra.demo', 'Lucas Bernard', false, null],
      ]);
      expect(rows[0]?.currentPeriodEnd?.toISOString()).toBe('2026-04-15T10:00:00.000Z');

      const premium = createAgent(t.app);
      const premiumLogin = await premium.login('camille.martin@lettra.demo', 'Demo-Premium-2026');
      expect(premiumLogin.json().user).toMatchObject({ name: 'Camille Martin', isPremium: true, subscription: { status: 'active' } });
      const premiumLetters = (await premium.request({ url: '/api/letters' })).json().letters;
      expect(premiumLetters).toHaveLength(3);
      expect(premiumLetters.every((letter: { locked: boolean }) => !letter.locked)).toBe(true);
      expect(premiumLetters.map((letter: { date: string }) => letter.date)).toEqual(['02/03/2026', '09/02/2026', '14/01/2026']);

      const free = createAgent(t.app);
      expect((await free.login('lucas.bernard@lettra.demo', 'Demo-Gratuit-2026')).json().user.isPremium).toBe(false);
      const freeLetters = (await free.request({ url: '/api/letters' })).json().letters;
      expect(freeLetters).toHaveLength(2);
      expect(freeLetters.every((letter: { locked: boolean }) => letter.locked)).toBe(true);
      expect((await free.request({ url: '/api/letters?tab=favorites' })).json().letters).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('are created once: a second run and a restart change nothing, even after the users changed them', async () => {
    const database = await freshDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lettra-seed-'));
    // PGlite runs from a folder here (not memory), so that the restart finds its data again.
    const settings: DatabaseSettings =
      testDatabaseKind === 'pglite' ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } : database.settings;
    try {
      const first = await startTestApp({ env: { SEED_DEMO: 'true' }, database: settings, dataDir });
      const [lucasRow] = await first.app.db.select().from(users).where(eq(users.email, 'lucas.bernard@lettra.demo'));
      const [deleted] = await first.app.db.select().from(letters).where(eq(letters.userId, lucasRow?.id ?? ''));
      await first.app.db.delete(letters).where(eq(letters.id, deleted?.id ?? ''));

      const created = await seedDemoAccounts({
        repository: createSeedRepository(first.app.db),
        hasher: createPasswordHasher(),
        now: first.config.now,
        log: first.app.log,
      });
      expect(created).toBe(0);
      await first.close();

      const restarted = await startTestApp({ env: { SEED_DEMO: 'true' }, database: settings, dataDir });
      expect(await restarted.app.db.select().from(users)).toHaveLength(2);
      expect(await restarted.app.db.select().from(letters)).toHaveLength(
        (camille?.letters.length ?? 0) + (lucas?.letters.length ?? 0) - 1,
      );
      await restarted.close();
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('are not created when SEED_DEMO=false', async () => {
    const t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    try {
      expect(await t.app.db.select().from(users)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('hold the spec’s five sample letters, with French text and one favourite each', () => {
    expect(DEMO_ACCOUNTS.flatMap((account) => account.letters)).toHaveLength(5);
    for (const account of DEMO_ACCOUNTS) {
      expect(account.letters.filter((letter) => letter.favorite)).toHaveLength(1);
      for (const letter of account.letters) {
        expect(letter.createdAt.startsWith('2026-')).toBe(true);
        expect(letter.content).toContain(account.name);
        expect(letter.content.split(/\s+/).length).toBeGreaterThan(200);
      }
    }
  });
});
