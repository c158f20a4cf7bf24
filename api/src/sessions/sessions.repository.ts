import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

// What the session check needs of a session and its account, and no more (no password hash).
const checkedSessionColumns = { userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt };
const signedInUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
  isSubscribed: users.isSubscribed,
  subscriptionStatus: users.subscriptionStatus,
  currentPeriodEnd: users.currentPeriodEnd,
  cancelAtPeriodEnd: users.cancelAtPeriodEnd,
  stripeSubscriptionId: users.stripeSubscriptionId,
};
export type SignedInUserRow = Pick<UserRow, keyof typeof signedInUserColumns>;
export interface CheckedSession {
  session: Pick<SessionRow, keyof typeof checkedSessionColumns>;
  user: SignedInUserRow;
}

/** Server-side sessions: one row per signed-in browser, keyed by the hash of its cookie. */
export function createSessionsRepository(db: Database) {
  /** The activity the retention job counts from (30 days without it and the account is deleted). */
  async function markUserActive(userId: string, at: Date): Promise<void> {
    await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, userId));
  }

  // Run on every signed-in request: its SQL is built once, and PostgreSQL parses and plans it once
  // per connection (a named statement).
  let withUser: ReturnType<typeof prepareFindWithUser> | null = null;

  return {
    async insert(session: SessionRow): Promise<void> {
      await db.insert(sessions).values(session);
    },

    async findWithUser(id: string): Promise<CheckedSession | null> {
      withUser ??= prepareFindWithUser(db);
      const [row] = await withUser.execute({ id });
      return row ?? null;
    },

    async touch(id: string, userId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
      await markUserActive(userId, at);
    },

    markUserActive,

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Ends every session of a user, or every one but `exceptId` (the browser making the change). */
    async deleteAllForUser(userId: string, exceptId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), exceptId ? ne(sessions.id, exceptId) : undefined));
    },

    /** Ends the sessions past their absolute or idle end, of one user or of everyone; returns how many. */
    async deleteExpired(now: Date, idleSince: Date, userId?: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(
          and(userId ? eq(sessions.userId, userId) : undefined, or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince))),
        )
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}

function prepareFindWithUser(db: Database) {
  return db
    .select({ session: checkedSessionColumns, user: signedInUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_user');
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
