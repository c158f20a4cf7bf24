import { and, eq, exists, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { passwordResets, sessions, users } from '../db/schema.ts';
import { dropOutstandingLinks } from '../account/outstanding-links.ts';
import { isAddressHeldForUndo } from '../account/email-change/email-change.repository.ts';
import type { UserRow } from '../sessions/sessions.repository.ts';

export type NewUser = Pick<UserRow, 'id' | 'name' | 'email' | 'passwordHash' | 'createdAt' | 'lastActiveAt'>;

/** Accounts and password-reset tokens. */
export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user ?? null;
    },

    async findUserById(id: string): Promise<UserRow | null> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user ?? null;
    },

    /** An address an e-mail change left, while its undo link may still claim it back (account/email-change/). */
    isHeldForUndo: (email: string, now: Date): Promise<boolean> => isAddressHeldForUndo(db, email, now),

    /** Creates the account; null when the e-mail is already taken. */
    async insertUser(user: NewUser): Promise<UserRow | null> {
      try {
        const [created] = await db.insert(users).values(user).returning();
        return created ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async insertPasswordReset(reset: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(reset);
    },

    /**
     * Sets a new password with an unused, unexpired reset token, in one transaction: the token is
     * spent, the password set, every session ended and every other reset link and pending e-mail
     * change dropped (account/outstanding-links.ts). The token works only while the account still has
     * the address it was mailed to: a link sent to an address the account has left opens nothing.
     * The user id, or null when the token cannot be used.
     */
    async resetPassword(tokenHash: string, now: Date, passwordHash: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const stillTheirs = exists(
          tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, passwordResets.userId), eq(users.email, passwordResets.email))),
        );
        // One statement, so a link works once even if clicked twice.
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now), stillTheirs))
          .returning({ userId: passwordResets.userId });
        if (!reset) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
        await dropOutstandingLinks(tx, reset.userId);
        await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
        return reset.userId;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
