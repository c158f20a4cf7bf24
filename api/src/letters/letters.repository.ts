import { and, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { LetterTab } from '@lettra/contracts';
import type { Database } from '../db/client.ts';
import { letters } from '../db/schema.ts';

export type LetterRow = typeof letters.$inferSelect;
/** A letter as the list reads it: every column but the texts, which only an opened letter needs. */
export type LetterSummaryRow = Omit<LetterRow, 'content' | 'postingText' | 'applicationNote'>;
export type NewLetter = typeof letters.$inferInsert;
export type LetterChanges = Partial<
  Pick<LetterRow, 'content' | 'title' | 'favorite' | 'applicationStatus' | 'postingUrl' | 'postingText' | 'applicationNote'>
>;

// LIKE treats % and _ as wildcards and \ as the escape: a search for '50%' means the text '50%'.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const { content: _text, postingText: _posting, applicationNote: _note, ...SUMMARY_COLUMNS } = getTableColumns(letters);

/**
 * The owner's letters without their text, newest first, as a prepared statement: the list is asked
 * for on every visit of the library, so its SQL is built once per filter and PostgreSQL plans it
 * once per connection; and it reads no letter's text, whatever its length.
 */
function prepareListForOwner(db: Database, favoritesOnly: boolean, searching: boolean) {
  const pattern = sql.placeholder('pattern');
  return db
    .select(SUMMARY_COLUMNS)
    .from(letters)
    .where(
      and(
        eq(letters.userId, sql.placeholder('userId')),
        favoritesOnly ? eq(letters.favorite, true) : undefined,
        searching ? or(ilike(letters.title, pattern), ilike(letters.company, pattern), ilike(letters.position, pattern)) : undefined,
      ),
    )
    .orderBy(desc(letters.createdAt), desc(letters.id))
    .prepare(`letters_for_owner${favoritesOnly ? '_favorites' : ''}${searching ? '_matching' : ''}`);
}

/** Saved letters, always scoped to their owner: no query here can reach another user's letter. */
export function createLettersRepository(db: Database) {
  const listQueries = new Map<string, ReturnType<typeof prepareListForOwner>>();

  return {
    /** Stores a letter (the generation domain saves every generated letter, docs/decisions.md). */
    async insert(letter: NewLetter): Promise<LetterRow> {
      const [created] = await db.insert(letters).values(letter).returning();
      if (!created) throw new Error('letter insert returned no row');
      return created;
    },

    /** The owner's letters without their text, newest first; `q` matches title, company or position, case-insensitively. */
    async listForOwner(userId: string, filter: { q?: string | undefined; tab: LetterTab }): Promise<LetterSummaryRow[]> {
      const favoritesOnly = filter.tab === 'favorites';
      const pattern = filter.q ? containing(filter.q) : null;
      const key = `${favoritesOnly}/${pattern !== null}`;
      let query = listQueries.get(key);
      if (!query) {
        query = prepareListForOwner(db, favoritesOnly, pattern !== null);
        listQueries.set(key, query);
      }
      return query.execute(pattern === null ? { userId } : { userId, pattern });
    },

    /** Every letter of the owner with its text, newest first: the account's data export. */
    async allForOwner(userId: string): Promise<LetterRow[]> {
      return db.select().from(letters).where(eq(letters.userId, userId)).orderBy(desc(letters.createdAt), desc(letters.id));
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
     * letter is not the owner's or has moved on. One statement, so two saves cannot both win. A new
     * application status dates itself; the same status sent again keeps its date.
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
        .set({
          ...changes,
          ...(changes.applicationStatus === undefined
            ? {}
            : {
                statusChangedAt: sql`case when ${letters.applicationStatus} = ${changes.applicationStatus} then ${letters.statusChangedAt} else ${now} end`,
              }),
          updatedAt: now,
          version: sql`${letters.version} + 1`,
        })
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
