import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { passwordResets, users } from '../db/schema.ts';
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
     * Marks an unused, unexpired reset token used and returns its user id; null when the token is
     * unknown, expired or already used. One statement, so a link works once even if clicked twice.
     */
    async consumePasswordReset(tokenHash: string, now: Date): Promise<string | null> {
      const [reset] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      return reset?.userId ?? null;
    },

    /** After a successful reset, the user's other links stop working too. */
    async deletePasswordResets(userId: string): Promise<void> {
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
