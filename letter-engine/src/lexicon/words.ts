import { wordFileSchema, type WordGroup, type WordKind, type WordList } from './lexicon-schema.ts';
import acronyms from './words/acronyms.json' with { type: 'json' };
import phraseWords from './words/phrase-words.json' with { type: 'json' };
import places from './words/places.json' with { type: 'json' };
import postingWords from './words/posting-words.json' with { type: 'json' };
import resumeWords from './words/resume-words.json' with { type: 'json' };
import functionWords from './words/function-words.json' with { type: 'json' };
import headings from './words/headings.json' with { type: 'json' };
import jobWords from './words/job-words.json' with { type: 'json' };
import stopwords from './words/stopwords.json' with { type: 'json' };
import synonyms from './words/synonyms.json' with { type: 'json' };

export type { WordGroup, WordKind, WordList };

/** Every words/*.json file; a list may gather groups from several files. */
export const WORD_FILES: readonly unknown[] = [stopwords, phraseWords, acronyms, headings, functionWords, postingWords, resumeWords, places, jobWords, synonyms];

// Parsed once at load: a malformed file fails every import of the engine, in tests first.
const GROUPS: readonly WordGroup[] = WORD_FILES.flatMap((file) => wordFileSchema.parse(file).groups);

/**
 * Which words to read: one named list or several (their union), a kind, a language ('any' groups
 * answer every language), or several of these at once.
 */
export type WordQuery = { list?: WordList | readonly WordList[]; kind?: WordKind; language?: 'french' | 'english' };

const inLists = (list: WordList, wanted: WordQuery['list']): boolean =>
  wanted === undefined || (typeof wanted === 'string' ? list === wanted : wanted.includes(list));

/** The groups a query selects, in file order (headings need their section and flags). */
export function lexiconGroups(query: WordQuery): readonly WordGroup[] {
  return GROUPS.filter(
    (group) =>
      inLists(group.list, query.list) &&
      (query.kind === undefined || group.kind === query.kind) &&
      (query.language === undefined || group.language === query.language || group.language === 'any'),
  );
}

/** The words a query selects, in file order: `lexiconWords({ list: 'verbs', language: 'english' })`. */
export function lexiconWords(query: WordQuery): readonly string[] {
  return lexiconGroups(query).flatMap((group) => group.words);
}

/** The same words as a set, for the readers' many membership tests. */
export function lexiconWordSet(query: WordQuery): ReadonlySet<string> {
  return new Set(lexiconWords(query));
}
