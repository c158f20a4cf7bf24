import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { letterVersions, letters } from '../db/schema.ts';
import type { LetterRow } from '../letters/letters.repository.ts';
import { keptLetter, type KeptLetter, type StoredVersions } from './kept-letter.ts';

/** A letter's versions and checks, always scoped to the letter's owner. */
export function createRefinementRepository(db: Database) {
  async function read(executor: Pick<Database, 'select'>, userId: string, letterId: string, lock: boolean): Promise<KeptLetter | null> {
    const query = executor
      .select({ letter: letters, stored: letterVersions })
      .from(letters)
      .leftJoin(letterVersions, eq(letterVersions.letterId, letters.id))
      .where(and(eq(letters.id, letterId), eq(letters.userId, userId)));
    const [row] = lock ? await query.for('update', { of: letters }) : await query;
    return row ? keptLetter(row.letter, row.stored) : null;
  }

  return {
    /** The owner's letter with what it keeps; null when it does not exist or is someone else's. */
    findForOwner: (userId: string, letterId: string) => read(db, userId, letterId, false),

    /** Every letter of the owner that keeps versions, with them (the data export). */
    async allForOwner(userId: string): Promise<KeptLetter[]> {
      const rows = await db
        .select({ letter: letters, stored: letterVersions })
        .from(letters)
        .innerJoin(letterVersions, eq(letterVersions.letterId, letters.id))
        .where(eq(letters.userId, userId))
        .orderBy(letters.createdAt, letters.id);
      return rows.map((row) => keptLetter(row.letter, row.stored));
    },

    /**
     * Reads the owner's letter as it is now (an edit saved while a refinement was written is kept),
     * lets `change` decide what it keeps, and saves that with the chosen version as the letter's
     * text, in one transaction; the edit counter moves on, so a stale editor gets 409. Null when the
     * letter is gone.
     */
    async update(
      userId: string,
      letterId: string,
      now: Date,
      change: (current: KeptLetter) => StoredVersions,
    ): Promise<{ letter: LetterRow; kept: KeptLetter } | null> {
      return db.transaction(async (tx) => {
        const current = await read(tx, userId, letterId, true);
        if (!current) return null;
        const next = change(current);
        const content = next.versions[next.chosenVersion]?.text ?? current.letter.content;
        const [letter] = await tx
          .update(letters)
          .set({ content, updatedAt: now, version: sql`${letters.version} + 1` })
          .where(and(eq(letters.id, letterId), eq(letters.userId, userId)))
          .returning();
        if (!letter) return null;
        await tx
          .insert(letterVersions)
          .values({ letterId, ...next })
          .onConflictDoUpdate({ target: letterVersions.letterId, set: next });
        return { letter, kept: keptLetter(letter, next) };
      });
    },
  };
}

export type RefinementRepository = ReturnType<typeof createRefinementRepository>;
