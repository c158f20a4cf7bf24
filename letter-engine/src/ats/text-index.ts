import type { TermEntry } from './dictionary/index.ts';
import type { Language } from '../rules/limits.ts';
import { detectTextLanguage } from '../text/detect-language.ts';
import { buildPhraseIndex, hasPhraseWords, type PhraseIndex } from './phrase-index.ts';
import { tokenize, type Token } from '../text/tokenize.ts';
import { contentTokensOf, findTerms, type ContentToken, type TermMatch } from './term-matcher.ts';

/** What a text (CV or letter) holds, prepared once so many keywords can be looked up quickly. */
export type TextIndex = {
  tokens: ContentToken[];
  matches: TermMatch[];
  /** Labels of the dictionary terms found, with the terms they imply. */
  labels: Set<string>;
  /** Highest degree level found (Master 5, Licence 3…), -1 without any degree. */
  maxLevel: number;
  stems: Set<string>;
  /** The text and all its words, for the phrase index built on the first phrase lookup. */
  text: string;
  words: Token[];
};

/**
 * A keyword to look for: a dictionary entry, a posting-specific token (its stem), phrases (the
 * job title: the stems of each way it is written, in order), or the words of a phrase taken from the posting's lines (their
 * match keys, found close together in any order, synonyms allowed).
 */
export type KeywordProbe = {
  entry: TermEntry | null;
  stem: string;
  phrases?: ReadonlyArray<readonly string[]>;
  words?: readonly string[];
};

// Most texts are never asked for a phrase (the fact check, the writer): index them on demand.
const PHRASE_INDEXES = new WeakMap<TextIndex, PhraseIndex>();

function phraseIndexOf(index: TextIndex): PhraseIndex {
  let phrases = PHRASE_INDEXES.get(index);
  if (phrases === undefined) {
    phrases = buildPhraseIndex(index.text, index.words);
    PHRASE_INDEXES.set(index, phrases);
  }
  return phrases;
}

function hasPhrase(index: TextIndex, stems: readonly string[]): boolean {
  return index.tokens.some((_token, at) =>
    stems.every((stem, offset) => {
      const token = index.tokens[at + offset];
      return token !== undefined && token.stem === stem && (offset === 0 || !token.breakBefore);
    }),
  );
}

// A CV written in English shows the candidate writes English; one written in French, French.
const WRITTEN_IN: Record<Language, string> = { english: 'anglais', french: 'français courant' };

/**
 * Indexes a CV: as indexText, and the language it is written in counts as a language the
 * candidate masters, so an English CV meets a posting asking for English.
 */
export function indexResume(text: string): TextIndex {
  const index = indexText(text);
  const language = detectTextLanguage(text);
  if (language !== null) index.labels.add(WRITTEN_IN[language]);
  return index;
}

/** Tokenises a text and finds its dictionary terms (see term-matcher.ts). */
export function indexText(text: string): TextIndex {
  const words = tokenize(text);
  const tokens = contentTokensOf(words);
  const matches = findTerms(tokens);
  const labels = new Set<string>();
  let maxLevel = -1;
  for (const { entry } of matches) {
    labels.add(entry.label);
    for (const implied of entry.implies ?? []) labels.add(implied);
    if (entry.level !== undefined) maxLevel = Math.max(maxLevel, entry.level);
  }
  return { tokens, matches, labels, maxLevel, stems: new Set(tokens.map((token) => token.stem)), text, words };
}

/**
 * True when the indexed text supports the keyword: the same dictionary concept (in any of its
 * spellings or languages), a degree of at least the asked level for 'Bac+N', the same word
 * (stemmed) for a posting-specific token, the same words in order for the job title, the phrase's
 * words close together in one sentence for a phrase from the posting.
 */
export function indexHas(index: TextIndex, probe: KeywordProbe): boolean {
  const { entry } = probe;
  if (probe.phrases !== undefined) return probe.phrases.some((stems) => hasPhrase(index, stems));
  if (probe.words !== undefined) return hasPhraseWords(phraseIndexOf(index), probe.words);
  if (entry === null) return index.stems.has(probe.stem);
  if (entry.byLevel && entry.level !== undefined) return index.maxLevel >= entry.level;
  return index.labels.has(entry.label);
}
