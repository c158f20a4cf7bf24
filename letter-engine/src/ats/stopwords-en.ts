import { lexiconWordSet } from '../lexicon/words.ts';

/**
 * English words that never make a keyword: articles, pronouns, auxiliaries and the vocabulary every
 * posting shares (role, team, company…). Lower case. The words live in the lexicon
 * (src/lexicon/words/stopwords.json); the set is built once here for every reader.
 */
export const STOPWORDS_EN: ReadonlySet<string> = lexiconWordSet({ list: 'stopwords', language: 'english' });
