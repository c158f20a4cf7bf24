import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The readiness probe's one query. */
export function createHealthRepository(db: Database) {
  return {
    ping: async (): Promise<void> => {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
