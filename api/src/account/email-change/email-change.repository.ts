import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailChanges, sessions, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { dropOutstandingLinks } from '../outstanding-links.ts';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** A change as it was made: whose, from which address to which. */
export interface MadeChange {
  userId: string;
  name: string;
  oldEmail: string;
  newEmail: string;
}

export type ConfirmOutcome = { made: MadeChange } | { invalid: true } | { taken: true };

/**
 * Whether an address that an e-mail change left may still be claimed back by its undo link. Until then
 * no one else may take it (sign-up, another change): an intruder who moved the account away could
 * otherwise sign up with the owner's address and make the undo link fail.
 */
export async function isAddressHeldForUndo(db: Database, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailChanges.userId })
    .from(emailChanges)
    .where(and(eq(emailChanges.oldEmail, email), isNotNull(emailChanges.confirmedAt), isNull(emailChanges.undoneAt), gt(emailChanges.undoExpiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Pending and made e-mail changes, and the account's address they move. */
export function createEmailChangeRepository(db: Database) {
  return {
    /** Another account has the address, or an undo link may still claim it back. */
    async emailTaken(email: string, now: Date): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined || (await isAddressHeldForUndo(db, email, now));
    },

    /** When a change of this account was last undone; null when none is kept (retention/ drops them). */
    async lastUndoneAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ undoneAt: emailChanges.undoneAt })
        .from(emailChanges)
        .where(and(eq(emailChanges.userId, userId), isNotNull(emailChanges.undoneAt)))
        .orderBy(desc(emailChanges.undoneAt))
        .limit(1);
      return row?.undoneAt ?? null;
    },

    /** Records a request; the user's earlier requests not yet confirmed stop working: only the last link does. */
    async replacePending(change: Pick<EmailChangeRow, 'confirmTokenHash' | 'userId' | 'oldEmail' | 'newEmail' | 'createdAt' | 'expiresAt'>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(emailChanges).where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.confirmedAt)));
        await tx.insert(emailChanges).values(change);
      });
    },

    /**
     * Makes the change of an unused, unexpired confirmation token, in one transaction: the token is spent,
     * the undo token recorded, the address moved, the user's other pending requests and reset links
     * dropped (a reset link mailed to the old address must not outlive the change). Invalid when
     * the account's address is no longer the one the request started from; taken when another account
     * got the new address meanwhile (then nothing changes).
     */
    async confirm(tokenHash: string, now: Date, undo: { tokenHash: string; expiresAt: Date }): Promise<ConfirmOutcome> {
      try {
        return await db.transaction(async (tx): Promise<ConfirmOutcome> => {
          const usable = and(eq(emailChanges.confirmTokenHash, tokenHash), isNull(emailChanges.confirmedAt), gt(emailChanges.expiresAt, now));
          // Locked, so that the same link opened twice at once makes the change once.
          const [change] = await tx.select().from(emailChanges).where(usable).for('update');
          if (!change) return { invalid: true };
          const [user] = await tx.select().from(users).where(eq(users.id, change.userId)).for('update');
          if (!user || user.email !== change.oldEmail) return { invalid: true };
          await tx
            .update(emailChanges)
            .set({ confirmedAt: now, undoTokenHash: undo.tokenHash, undoExpiresAt: undo.expiresAt })
            .where(eq(emailChanges.confirmTokenHash, tokenHash));
          await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, user.id));
          await dropOutstandingLinks(tx, user.id);
          return { made: { userId: user.id, name: user.name, oldEmail: change.oldEmail, newEmail: change.newEmail } };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { taken: true };
        throw error;
      }
    },

    /**
     * Undoes a made change with an unused, unexpired undo token, in one transaction: the old address is
     * back, the password replaced by `passwordHash`, every session ended, and every reset link and
     * pending request dropped (one asked while the intruder held the account must not survive it). Null
     * when the token cannot be used; taken when another account has the old address by now.
     */
    async undo(tokenHash: string, now: Date, passwordHash: string): Promise<{ userId: string } | { taken: true } | null> {
      try {
        return await db.transaction(async (tx) => {
          const [change] = await tx
            .update(emailChanges)
            .set({ undoneAt: now })
            .where(and(eq(emailChanges.undoTokenHash, tokenHash), isNull(emailChanges.undoneAt), gt(emailChanges.undoExpiresAt, now)))
            .returning();
          if (!change) return null;
          await tx.update(users).set({ email: change.oldEmail, passwordHash }).where(eq(users.id, change.userId));
          await dropOutstandingLinks(tx, change.userId);
          await tx.delete(sessions).where(eq(sessions.userId, change.userId));
          return { userId: change.userId };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { taken: true };
        throw error;
      }
    },
  };
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;
