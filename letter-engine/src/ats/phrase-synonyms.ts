import { lexiconWords } from '../lexicon/words.ts';
import { foldText } from '../text/fold.ts';
import { stem } from '../text/stem.ts';
import { matchKey } from './phrase-tokens.ts';

// Words that name the same thing in postings and CVs, French and English, so that a phrase taken
// from a posting ('gestion des stocks') is found in a CV that says it otherwise ('inventory
// management', 'suivi du stock'): synonym sets from the lexicon (list 'phrase-synonyms'), words
// separated by spaces; the first word stands for the set.
const GROUPS: readonly string[] = lexiconWords({ list: 'phrase-synonyms' });

/** Match key → the key standing for its synonym group. */
const CANONICAL = new Map<string, string>();
for (const group of GROUPS) {
  const keys = group.split(' ').map((word) => matchKey(stem(foldText(word))));
  for (const key of keys) CANONICAL.set(key, keys[0] ?? key);
}

/** The key a word compares by: its synonym group's, or its own match key. */
export function synonymKey(key: string): string {
  return CANONICAL.get(key) ?? key;
}
