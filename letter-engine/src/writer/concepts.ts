import { contentTokens, findTerms } from '../ats/term-matcher.ts';
import type { TermEntry } from '../ats/dictionary/index.ts';
import { STOPWORDS_EN } from '../ats/stopwords-en.ts';
import { STOPWORDS_FR } from '../ats/stopwords-fr.ts';

/** What a line talks about: the dictionary's concepts it names, and its meaningful word stems. */
export type Subjects = { concepts: Map<string, TermEntry>; stems: Set<string> };

// Stems this short are mostly function words or noise ('ai', 'est'): they link nothing.
const MIN_STEM = 4;

export function subjectsOf(texts: readonly string[]): Subjects {
  const concepts = new Map<string, TermEntry>();
  const stems = new Set<string>();
  for (const text of texts) {
    const tokens = contentTokens(text);
    for (const match of findTerms(tokens)) concepts.set(match.entry.label, match.entry);
    for (const token of tokens) {
      if (token.stem.length < MIN_STEM || /\d/.test(token.stem)) continue;
      if (STOPWORDS_FR.has(token.folded) || STOPWORDS_EN.has(token.folded)) continue;
      stems.add(token.stem);
    }
  }
  return { concepts, stems };
}

/** The concepts and stems two lines share. */
export function shared(a: Subjects, b: Subjects): { concepts: string[]; stems: string[] } {
  return {
    concepts: [...a.concepts.keys()].filter((label) => b.concepts.has(label)),
    stems: [...a.stems].filter((stem) => b.stems.has(stem)),
  };
}
