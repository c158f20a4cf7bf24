import { and, eq, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { createAccountRepository } from '../account/account.repository.ts';
import { AFTER_UNDO_WATCH_MS } from '../account/email-change/after-undo.ts';
import type { Database } from '../db/client.ts';
import { emailChanges, loginThrottles, passwordResets, signupRequests, stripeEvents, users } from '../db/schema.ts';
import { dueForDeletion, dueForWarning, type RetentionSchedule } from './retention-policy.ts';
import type { WarnedAccount } from './retention-warning-mail.ts';

/**
 * The retention job's reads and writes. Every write re-checks its condition in the same statement,
 * so several api instances running the job at once never warn nor delete an account twice, and an
 * account whose owner logs in meanwhile is left alone.
 */
export function createRetentionRepository(db: Database) {
  const accounts = createAccountRepository(db);

  // Oldest inactivity first, so that a capped run serves the longest-waiting accounts.
  async function idsWhere(condition: SQL, limit: number): Promise<string[]> {
    const rows = await db.select({ id: users.id }).from(users).where(condition).orderBy(users.lastActiveAt).limit(limit);
    return rows.map((row) => row.id);
  }

  return {
    findDueForWarning: (schedule: RetentionSchedule, limit: number) => idsWhere(dueForWarning(schedule), limit),
    findDueForDeletion: (schedule: RetentionSchedule, limit: number) => idsWhere(dueForDeletion(schedule), limit),

    /** Marks the account warned now if it still is due; null when it no longer is, or another instance took it. */
    async claimWarning(id: string, schedule: RetentionSchedule): Promise<WarnedAccount | null> {
      const [claimed] = await db
        .update(users)
        .set({ retentionWarnedAt: schedule.now })
        .where(and(eq(users.id, id), dueForWarning(schedule)))
        .returning({ name: users.name, email: users.email });
      return claimed ?? null;
    },

    /** Takes back a claim whose e-mail could not be sent: nobody is deleted on a warning they did not get. */
    async releaseWarning(id: string, warnedAt: Date): Promise<void> {
      await db.update(users).set({ retentionWarnedAt: null }).where(and(eq(users.id, id), eq(users.retentionWarnedAt, warnedAt)));
    },

    /** Deletes the account as its owner would from settings, if it still is due. */
    deleteIfStillDue: (id: string, schedule: RetentionSchedule): Promise<boolean> =>
      accounts.deleteUser(id, dueForDeletion(schedule)),

    /** Reset links used or expired: they can no longer open anything. */
    async deleteSpentPasswordResets(now: Date): Promise<number> {
      const deleted = await db
        .delete(passwordResets)
        .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, now)))
        .returning({ tokenHash: passwordResets.tokenHash });
      return deleted.length;
    },

    /**
     * E-mail changes that can no longer be confirmed nor undone: their addresses (personal data) are
     * kept no longer than their links can serve. An undone change is kept while it still holds the
     * account's address and has its new requests mailed to it (account/email-change/after-undo.ts).
     */
    async deleteSpentEmailChanges(now: Date): Promise<number> {
      const deleted = await db
        .delete(emailChanges)
        .where(
          or(
            and(isNull(emailChanges.confirmedAt), lt(emailChanges.expiresAt, now)),
            and(isNull(emailChanges.undoneAt), lt(emailChanges.undoExpiresAt, now)),
            lt(emailChanges.undoneAt, new Date(now.getTime() - AFTER_UNDO_WATCH_MS)),
          ),
        )
        .returning({ confirmTokenHash: emailChanges.confirmTokenHash });
      return deleted.length;
    },

    /** Sign-ups whose link has expired: their address, name and hash are kept no longer. */
    async deleteExpiredSignupRequests(now: Date): Promise<number> {
      const deleted = await db
        .delete(signupRequests)
        .where(lt(signupRequests.expiresAt, now))
        .returning({ tokenHash: signupRequests.tokenHash });
      return deleted.length;
    },

    /** Back-off counters with no failure since `before`; their block (15 minutes at most) is long over. */
    async deleteLoginThrottlesIdleSince(before: Date): Promise<number> {
      const deleted = await db
        .delete(loginThrottles)
        .where(lt(loginThrottles.updatedAt, before))
        .returning({ emailHash: loginThrottles.emailHash });
      return deleted.length;
    },

    /** Applied webhook events processed before `before`: Stripe has long stopped sending them again. */
    async deleteStripeEventsProcessedBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(stripeEvents)
        .where(lt(stripeEvents.processedAt, before))
        .returning({ id: stripeEvents.id });
      return deleted.length;
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
