import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginThrottles } from '../db/schema.ts';

/** Every back-off row of one subject (its source rows and its hourly rows): their keys start with it. */
export function guessRowsOf(subject: string): SQL {
  return sql`starts_with(${loginThrottles.emailHash}, ${subject})`;
}

// 2^20 s is far beyond any cap: a bounded exponent keeps power() finite however long an attack goes on.
const MAX_EXPONENT = 20;

/**
 * The back-off counters of password guesses (`login_throttles`). Each method is one statement, so
 * that guesses sent together are counted one after the other (the row is locked by the upsert).
 */
export function createGuessThrottleRepository(db: Database) {
  return {
    /**
     * Counts a guess on `key` unless the key is blocked at `now`; from the `after`-th guess on, blocks
     * the next one for 2^(guesses − after) seconds, at most `maxWaitSeconds`. Null when blocked.
     */
    async countUnlessBlocked(key: string, now: Date, rule: { after: number; maxWaitSeconds: number }): Promise<number | null> {
      const guesses = sql`${loginThrottles.failures} + 1`;
      const exponent = sql`least(${guesses} - ${rule.after}, ${MAX_EXPONENT})`;
      const [row] = await db
        .insert(loginThrottles)
        .values({
          emailHash: key,
          failures: 1,
          blockedUntil: rule.after <= 1 ? new Date(now.getTime() + 1000) : null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: loginThrottles.emailHash,
          set: {
            failures: guesses,
            blockedUntil: sql`case when ${guesses} >= ${rule.after}
              then ${now}::timestamptz + make_interval(secs => least(power(2, ${exponent}), ${rule.maxWaitSeconds}))
              end`,
            updatedAt: now,
          },
          setWhere: sql`${loginThrottles.blockedUntil} is null or ${loginThrottles.blockedUntil} <= ${now}::timestamptz`,
        })
        .returning({ guesses: loginThrottles.failures });
      return row?.guesses ?? null;
    },

    /** Counts a guess on `key` while it holds fewer than `max`; null once it holds `max`. */
    async countBelow(key: string, now: Date, max: number): Promise<number | null> {
      const [row] = await db
        .insert(loginThrottles)
        .values({ emailHash: key, failures: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: loginThrottles.emailHash,
          set: { failures: sql`${loginThrottles.failures} + 1`, updatedAt: now },
          setWhere: sql`${loginThrottles.failures} < ${max}`,
        })
        .returning({ guesses: loginThrottles.failures });
      return row?.guesses ?? null;
    },

    async blockedUntil(key: string): Promise<Date | null> {
      const [row] = await db.select({ blockedUntil: loginThrottles.blockedUntil }).from(loginThrottles).where(eq(loginThrottles.emailHash, key));
      return row?.blockedUntil ?? null;
    },

    /** Takes one guess back off `key`'s count. */
    async uncount(key: string): Promise<void> {
      await db
        .update(loginThrottles)
        .set({ failures: sql`${loginThrottles.failures} - 1` })
        .where(and(eq(loginThrottles.emailHash, key), gt(loginThrottles.failures, 0)));
    },

    async remove(key: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, key));
    },

    async removeAllOf(subject: string): Promise<void> {
      await db.delete(loginThrottles).where(guessRowsOf(subject));
    },
  };
}

export type GuessThrottleRepository = ReturnType<typeof createGuessThrottleRepository>;
