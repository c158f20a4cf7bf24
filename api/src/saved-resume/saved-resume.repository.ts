import { eq } from 'drizzle-orm';
import type { SavedResume } from '@lettra/contracts';
import type { Database } from '../db/client.ts';
import { savedResumes } from '../db/schema.ts';

/** The CV a user chose to keep, one per account; it goes with the account (foreign key cascade). */
export function createSavedResumeRepository(db: Database) {
  return {
    async find(userId: string): Promise<SavedResume | null> {
      const [row] = await db
        .select({ content: savedResumes.content, savedAt: savedResumes.savedAt })
        .from(savedResumes)
        .where(eq(savedResumes.userId, userId));
      return row ? { content: row.content, savedAt: row.savedAt.toISOString() } : null;
    },

    async save(userId: string, content: string, savedAt: Date): Promise<SavedResume> {
      await db
        .insert(savedResumes)
        .values({ userId, content, savedAt })
        .onConflictDoUpdate({ target: savedResumes.userId, set: { content, savedAt } });
      return { content, savedAt: savedAt.toISOString() };
    },

    async remove(userId: string): Promise<void> {
      await db.delete(savedResumes).where(eq(savedResumes.userId, userId));
    },
  };
}

export type SavedResumeRepository = ReturnType<typeof createSavedResumeRepository>;
