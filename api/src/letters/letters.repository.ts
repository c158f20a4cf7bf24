import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { LetterTab } from '@lettra/letter-engine';
import type { Database } from '../db/client.ts';
import { letters } from '../db/schema.ts';

export type LetterRow = typeof letters.$inferSelect;
export type NewLetter = typeof letters.$inferInsert;
export type LetterChanges = Partial<Pick<LetterRow, 'content' | 'title' | 'favorite'>>;

// LIKE treats % and _ as wildcards and \ as the escape: a search for '50%' means the text '50%'.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Saved letters, always scoped to their owner: no query here can reach another user's letter. */
export function createLettersRepository(db: Database) {
  return {
    /** Stores a letter (the generation domain saves every generated letter, docs/decisions.md). */
    async insert(letter: NewLetter): Promise<LetterRow> {
      const [created] = await db.insert(letters).values(letter).returning();
      if (!created) throw new Error('letter insert returned no row');
      return created;
    },

    /** The owner's letters, newest first; `q` matches title, company or position, case-insensitively. */
    async listForOwner(userId: string, filter: { q?: string | undefined; tab: LetterTab }): Promise<LetterRow[]> {
      const pattern = filter.q ? containing(filter.q) : null;
      return db
        .select()
        .from(letters)
        .where(
          and(
            eq(letters.userId, userId),
            filter.tab === 'favorites' ? eq(letters.favorite, true) : undefined,
            pattern
              ? or(ilike(letters.title, pattern), ilike(letters.company, pattern), ilike(letters.position, pattern))
              : undefined,
          ),
        )
        .orderBy(desc(letters.createdAt), desc(letters.id));
    },

    async findForOwner(userId: string, id: string): Promise<LetterRow | null> {
      const [letter] = await db
        .select()
        .from(letters)
        .where(and(eq(letters.id, id), eq(letters.userId, userId)));
      return letter ?? null;
    },

    /**
     * Applies the changes only if the letter is still at `version`, and bumps it; null when the
     * letter is not the owner's or has moved on. One statement, so two saves cannot both win.
     */
    async updateAtVersion(
      userId: string,
      id: string,
      version: number,
      changes: LetterChanges,
      now: Date,
    ): Promise<LetterRow | null> {
      const [updated] = await db
        .update(letters)
        .set({ ...changes, updatedAt: now, version: sql`${letters.version} + 1` })
        .where(and(eq(letters.id, id), eq(letters.userId, userId), eq(letters.version, version)))
        .returning();
      return updated ?? null;
    },

    async deleteForOwner(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(letters)
        .where(and(eq(letters.id, id), eq(letters.userId, userId)))
        .returning({ id: letters.id });
      return deleted.length > 0;
    },
  };
}

export type LettersRepository = ReturnType<typeof createLettersRepository>;
