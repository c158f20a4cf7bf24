import { lexiconWordSet } from '../lexicon/words.ts';

/**
 * French words that never make a keyword: articles, pronouns, prepositions, auxiliaries and the
 * vocabulary every posting shares (poste, équipe, entreprise…). Folded (no accents). The words live in
 * the lexicon (src/lexicon/words/stopwords.json); the set is built once here for every reader.
 */
export const STOPWORDS_FR: ReadonlySet<string> = lexiconWordSet({ list: 'stopwords', language: 'french' });
