import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { NotificationPreferences } from '@lettra/contracts';
import type { Database } from '../db/client.ts';
import { loginThrottles, notificationPreferences, sessions, users } from '../db/schema.ts';
import { guessSubject } from '../passwords/guess-throttle.ts';
import { guessRowsOf } from '../passwords/guess-throttle.repository.ts';
import type { UserRow } from '../sessions/sessions.repository.ts';
import { dropOutstandingLinks } from './outstanding-links.ts';

/** docs/product.md §3: email on, newFeatures on, tips off, until the user changes them. */
export const DEFAULT_PREFERENCES: NotificationPreferences = { email: true, newFeatures: true, tips: false };

/** The signed-in user's own account: profile, password, preferences, deletion. */
export function createAccountRepository(db: Database) {
  return {
    async findUser(id: string): Promise<UserRow | null> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user ?? null;
    },

    /** The e-mail is not set here: it changes through the confirmation link (email-change/). */
    async setName(id: string, name: string): Promise<UserRow | null> {
      const [user] = await db.update(users).set({ name }).where(eq(users.id, id)).returning();
      return user ?? null;
    },

    /**
     * Sets a new password in one transaction with what must go with it: every session but `keepSessionId`
     * (the browser making the change) ends, and every reset link and pending e-mail change is dropped.
     */
    async changePassword(id: string, passwordHash: string, keepSessionId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        await tx.delete(sessions).where(and(eq(sessions.userId, id), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
        await dropOutstandingLinks(tx, id);
      });
    },

    async findPreferences(userId: string): Promise<NotificationPreferences> {
      const [row] = await db
        .select({ email: notificationPreferences.email, newFeatures: notificationPreferences.newFeatures, tips: notificationPreferences.tips })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row ?? DEFAULT_PREFERENCES;
    },

    async savePreferences(userId: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
      await db
        .insert(notificationPreferences)
        .values({ userId, ...preferences })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: preferences });
      return preferences;
    },

    /**
     * Deletes the account; its sessions, letters, preferences and reset links go with it (ON DELETE
     * CASCADE), and its login back-off too. `onlyIf` is checked in the same statement (the retention
     * job's 'still due for deletion'); false when no account was deleted.
     */
    async deleteUser(id: string, onlyIf?: SQL): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(users).where(and(eq(users.id, id), onlyIf)).returning({ email: users.email });
        if (!deleted) return false;
        await tx
          .delete(loginThrottles)
          .where(or(guessRowsOf(guessSubject.login(deleted.email)), guessRowsOf(guessSubject.passwordCheck(id))));
        return true;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
