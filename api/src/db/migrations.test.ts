import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase, testDatabaseKind } from '../../test/helper.ts';
import { openDatabase } from './client.ts';

const journal = JSON.parse(await readFile(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

async function rows<T>(db: Awaited<ReturnType<typeof openDatabase>>['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe(`migrations on ${testDatabaseKind}`, () => {
  it('create every table on an empty database, and apply only once', async () => {
    const database = await freshDatabase();
    const handle = await openDatabase(database.settings);
    try {
      await handle.migrate();
      await handle.migrate();

      const tables = await rows<{ table_name: string }>(
        handle.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(tables.map((row) => row.table_name)).toEqual([
        'email_changes',
        'generation_usage',
        'letter_versions',
        'letters',
        'login_throttles',
        'notification_preferences',
        'password_resets',
        'saved_resumes',
        'sessions',
        'signup_requests',
        'stripe_events',
        'users',
      ]);
      const applied = await rows<{ count: number | string }>(handle.db, sql`select count(*) as count from drizzle.__drizzle_migrations`);
      expect(Number(applied[0]?.count)).toBe(journal.entries.length);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
