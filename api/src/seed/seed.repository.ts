import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { letters, users } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

type NewUser = typeof users.$inferInsert;
type NewLetter = typeof letters.$inferInsert;

/** Writes a demo account and its letters, all or nothing. */
export function createSeedRepository(db: Database) {
  return {
    async emailExists(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    /** False when the account already exists (another instance seeded it first). */
    async insertAccount(user: NewUser, accountLetters: NewLetter[]): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(users).values(user);
          if (accountLetters.length > 0) await tx.insert(letters).values(accountLetters);
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}

export type SeedRepository = ReturnType<typeof createSeedRepository>;
