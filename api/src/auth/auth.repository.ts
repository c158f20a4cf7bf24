import { and, desc, eq, exists, gt, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { passwordResets, sessions, signupRequests, users } from '../db/schema.ts';
import { dropOutstandingLinks } from '../account/outstanding-links.ts';
import { isAddressHeldForUndo } from '../account/email-change/email-change.repository.ts';
import type { UserRow } from '../sessions/sessions.repository.ts';

export type NewUser = Pick<UserRow, 'id' | 'name' | 'email' | 'passwordHash' | 'createdAt' | 'lastActiveAt'>;
export type SignupRequestRow = typeof signupRequests.$inferSelect;

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

    /**
     * Records a sign-up waiting for its link. Only the newest `keep` of an address stay: a flood of
     * sign-ups grows neither the table nor the work of a confirmation.
     */
    async addSignupRequest(request: SignupRequestRow, keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(signupRequests).values(request);
        const newest = tx
          .select({ tokenHash: signupRequests.tokenHash })
          .from(signupRequests)
          .where(eq(signupRequests.email, request.email))
          .orderBy(desc(signupRequests.createdAt), desc(signupRequests.tokenHash))
          .limit(keep);
        await tx.delete(signupRequests).where(and(eq(signupRequests.email, request.email), notInArray(signupRequests.tokenHash, newest)));
      });
    },

    async findSignupRequest(tokenHash: string, now: Date): Promise<SignupRequestRow | null> {
      const [request] = await db
        .select()
        .from(signupRequests)
        .where(and(eq(signupRequests.tokenHash, tokenHash), gt(signupRequests.expiresAt, now)));
      return request ?? null;
    },

    /** The sign-ups still waiting for an address, newest first. */
    async signupRequestsFor(email: string, now: Date): Promise<SignupRequestRow[]> {
      return db
        .select()
        .from(signupRequests)
        .where(and(eq(signupRequests.email, email), gt(signupRequests.expiresAt, now)))
        .orderBy(desc(signupRequests.createdAt));
    },

    /**
     * Creates the account of a confirmed sign-up and drops every sign-up waiting for its address, in one
     * transaction; null when the address has an account by now (nothing changes then).
     */
    async createAccountFromSignup(user: NewUser): Promise<UserRow | null> {
      try {
        return await db.transaction(async (tx) => {
          const [created] = await tx.insert(users).values(user).returning();
          await tx.delete(signupRequests).where(eq(signupRequests.email, user.email));
          return created ?? null;
        });
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
