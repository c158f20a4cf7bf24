import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { generationUsage, letterVersions } from '../db/schema.ts';
import { createLettersRepository, type LetterRow, type NewLetter } from '../letters/letters.repository.ts';

export type NewGenerationUsage = typeof generationUsage.$inferInsert;
export type NewLetterVersions = typeof letterVersions.$inferInsert;

/** The generated letters and the free quota's counter (`generation_usage`). */
export function createGenerationRepository(db: Database) {
  return {
    /** Generations counted for the user since `since` (the start of the month). */
    async countUsageSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ used: count() })
        .from(generationUsage)
        .where(and(eq(generationUsage.userId, userId), gte(generationUsage.createdAt, since)));
      return row?.used ?? 0;
    },

    /**
     * Stores a completed letter with its versions and checks and, when it counts against the quota,
     * its usage row, in one transaction: a letter is never saved without being counted, nor counted without being saved.
     */
    async saveCompleted(letter: NewLetter, usage: NewGenerationUsage | null, kept: NewLetterVersions): Promise<LetterRow> {
      return db.transaction(async (tx) => {
        const saved = await createLettersRepository(tx).insert(letter);
        await tx.insert(letterVersions).values(kept);
        if (usage) await tx.insert(generationUsage).values(usage);
        return saved;
      });
    },
  };
}

export type GenerationRepository = ReturnType<typeof createGenerationRepository>;
