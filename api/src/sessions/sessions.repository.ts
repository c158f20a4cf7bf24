import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Server-side sessions: one row per signed-in browser, keyed by the hash of its cookie. */
export function createSessionsRepository(db: Database) {
  return {
    async insert(session: SessionRow): Promise<void> {
      await db.insert(sessions).values(session);
    },

    async findWithUser(id: string): Promise<{ session: SessionRow; user: UserRow } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id));
      return row ?? null;
    },

    async touch(id: string, userId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
      await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, userId));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Ends every session of a user, or every one but `exceptId` (the browser making the change). */
    async deleteAllForUser(userId: string, exceptId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), exceptId ? ne(sessions.id, exceptId) : undefined));
    },

    async deleteExpiredForUser(userId: string, now: Date, idleSince: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince))));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
