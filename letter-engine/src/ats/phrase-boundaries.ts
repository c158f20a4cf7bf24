import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { stem } from '../text/stem.ts';
import { lexiconWords, lexiconWordSet } from '../lexicon/words.ts';
import { matchKey, type PhraseToken } from './phrase-tokens.ts';
import { startsTitleCase } from '../text/letter-case.ts';
import { COMMON_WORDS } from './technical-tokens.ts';

/** How a word takes part in a phrase: it links two words ('de', 'of'), ends the phrase, or is a word of it. */
export type WordRole = 'connector' | 'cut' | 'word';

const keysOf = (words: readonly string[]): ReadonlySet<string> => new Set(words.map((word) => matchKey(stem(foldText(word)))));

// The word lists live in the lexicon (src/lexicon/words/phrase-words.json, with the why of each).
// Compared on match keys, so plural and feminine forms need not be listed.
const GENERIC = keysOf(lexiconWords({ list: 'generic-words' }));
const VERBS: Record<Language, ReadonlySet<string>> = {
  french: keysOf(lexiconWords({ list: 'verbs', language: 'french' })),
  english: keysOf(lexiconWords({ list: 'verbs', language: 'english' })),
};
const PLACE_PARTICIPLES = keysOf(lexiconWords({ list: 'place-participles' }));
const ER_NOUNS = lexiconWordSet({ list: 'er-nouns' });
const ADVERBS = lexiconWordSet({ list: 'adverbs' });
const LY_NOUNS = lexiconWordSet({ list: 'ly-nouns' });
const WEB_ADDRESS = /\.(?:fr|com|io|net|org|eu|co|uk)$/;
const NOMINAL_GERUNDS = lexiconWordSet({ list: 'nominal-gerunds' });

const CONNECTORS = {
  french: lexiconWordSet({ list: 'phrase-connectors', language: 'french' }),
  english: lexiconWordSet({ list: 'phrase-connectors', language: 'english' }),
  unknown: lexiconWordSet({ list: 'phrase-connectors' }),
};
const ARTICLES = lexiconWordSet({ list: 'phrase-articles' });
const SUBJECTS = lexiconWordSet({ list: 'phrase-subjects' });
/** Words joining two phrases: what follows them may be an adjective shared with the phrase before. */
export const COORDINATORS: ReadonlySet<string> = lexiconWordSet({ list: 'coordinators' });
const E_NOUNS = keysOf(lexiconWords({ list: 'e-nouns' }));
// Endings of French adjectives: after 'et'/'ou' such a word belongs to the noun before
// ('accueil physique et téléphonique'), it does not open a phrase.
const ADJECTIVE_ENDING_FR = /(?:ique|if|ive|el|elle|al|ale|aux|ales|aire|eux|euse|able|ible)s?$/;

function isFrenchInfinitive(folded: string): boolean {
  return folded.length >= 5 && folded.endsWith('er') && !folded.endsWith('ier') && !ER_NOUNS.has(folded);
}

// 'using' → use, 'making' → make, 'running' → run, 'used' → use: the keys an inflected English
// verb may have, beyond its own.
function englishBases(folded: string): string[] {
  const ending = /(?:ing|ed)$/.exec(folded)?.[0];
  if (ending === undefined || folded.length - ending.length < 2) return [];
  const base = folded.slice(0, -ending.length);
  return [base, `${base}e`, base.slice(0, -1)].map((word) => matchKey(stem(word)));
}

// A capital inside a sentence, after a plain space, is a name's: 'l'approche Pikler', 'chez Ferrer'; a
// line or a clause may open on an infinitive ('Missions : Gérer les stocks').
function isNameInSentence(token: PhraseToken, previous: PhraseToken | undefined): boolean {
  return previous !== undefined && !token.initial && !token.cut && startsTitleCase(token.raw);
}

function isVerb(token: PhraseToken, previous: PhraseToken | undefined, language: Language | null): boolean {
  const french = language !== 'english';
  const english = language !== 'french';
  if (french && (VERBS.french.has(token.key) || /^[a-z]{3,}ez$/.test(token.folded))) return true;
  if (language === 'french' && isFrenchInfinitive(token.folded) && !isNameInSentence(token, previous)) return true;
  if (!english || NOMINAL_GERUNDS.has(token.folded)) return false;
  return VERBS.english.has(token.key) || englishBases(token.folded).some((key) => VERBS.english.has(key));
}

function isAdverb(folded: string): boolean {
  return ADVERBS.has(folded) || (folded.length >= 5 && folded.endsWith('ly') && !LY_NOUNS.has(folded));
}

/** True for a word that cannot hold a skill's name: stopwords, generic words, verbs, adverbs, numbers. */
function isCut(token: PhraseToken, previous: PhraseToken | undefined, language: Language | null): boolean {
  const { folded } = token;
  if (folded.length < 2 || (/\d/.test(folded) && !folded.includes('/')) || WEB_ADDRESS.test(folded)) return true;
  if (COMMON_WORDS.has(folded) || folded === 'h/f' || folded === 'f/h') return true;
  if (GENERIC.has(token.key) || isAdverb(folded) || (language !== 'english' && PLACE_PARTICIPLES.has(token.key))) return true;
  return isVerb(token, previous, language) || (previous !== undefined && SUBJECTS.has(previous.folded));
}

/** Reads one word of a posting line for phrase extraction. */
export function wordRole(token: PhraseToken, previous: PhraseToken | undefined, language: Language | null): WordRole {
  if (CONNECTORS[language ?? 'unknown'].has(token.folded)) return 'connector';
  if (ARTICLES.has(token.folded) && previous?.folded === 'de' && language !== 'english') return 'connector';
  return isCut(token, previous, language) ? 'cut' : 'word';
}

// '-ed' words that are not participles.
const ED_NOUNS = new Set(['speed', 'need', 'breed', 'creed', 'greed', 'embed', 'proceed']);

/**
 * A participle: French '-é(e)(s)' ('créée', 'informatisé'; not '-té' nouns nor 'marché'), English
 * '-ed'. It may describe the noun before it at the end of a line ('dossier patient informatisé'),
 * not when the sentence goes on ('marque créée en 2012', 'keep the bar stocked').
 */
export function isParticiple(token: PhraseToken, language: Language | null): boolean {
  const lower = token.raw.toLowerCase();
  if (language !== 'english' && /(?:é|ée|és|ées)$/.test(lower)) return !/tés?$/.test(lower) && !E_NOUNS.has(token.key);
  return language !== 'french' && token.folded.length > 4 && token.folded.endsWith('ed') && !ED_NOUNS.has(token.folded);
}

/** An English '-ing' form: it may close a phrase ('order picking'), never open or continue one. */
export function isGerund(token: PhraseToken, language: Language | null): boolean {
  return language !== 'french' && token.folded.length > 4 && token.folded.endsWith('ing');
}

/**
 * True when the word may be the first of a phrase: not a participle ('réalisé', 'informatisé' may
 * close one), not an English '-ing' form ('running A/B tests'), not a French adjective right after
 * 'et'/'ou'.
 */
export function canOpenPhrase(token: PhraseToken, afterCoordinator: boolean, language: Language | null): boolean {
  if (isParticiple(token, language) && language !== 'english') return false;
  if (isGerund(token, language)) return false;
  return !(afterCoordinator && language !== 'english' && ADJECTIVE_ENDING_FR.test(token.folded));
}
