import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { SessionRow } from '../../sessions/sessions.repository.ts';

/** The sessions of one account, as settings shows and ends them; every query names the owner. */
export function createAccountSessionsRepository(db: Database) {
  return {
    /** The sessions still open: before their absolute end, and active since `idleSince`. */
    async listOpen(userId: string, now: Date, idleSince: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
        .orderBy(desc(sessions.lastSeenAt));
    },

    /** Ends some of the owner's sessions; how many were ended. */
    async deleteOwned(userId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), inArray(sessions.id, ids)))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    /** Ends every session of the owner but `keepId`; how many were ended. */
    async deleteOthers(userId: string, keepId: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}

export type AccountSessionsRepository = ReturnType<typeof createAccountSessionsRepository>;
