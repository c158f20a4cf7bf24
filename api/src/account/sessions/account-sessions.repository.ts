import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { SessionRow } from '../../sessions/sessions.repository.ts';
import { dropOutstandingLinks } from '../outstanding-links.ts';

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

    /**
     * Ends every session of the owner but `keepId`, and in the same transaction drops the account's
     * reset links and pending e-mail change: a device signed out must take what it asked for with it.
     * How many sessions were ended.
     */
    async deleteOthers(userId: string, keepId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
          .returning({ id: sessions.id });
        await dropOutstandingLinks(tx, userId);
        return deleted.length;
      });
    },
  };
}

export type AccountSessionsRepository = ReturnType<typeof createAccountSessionsRepository>;
