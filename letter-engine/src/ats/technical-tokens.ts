import type { ContentToken } from './term-matcher.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

/** Stopwords of either language and acronyms that name no skill (folded): never a keyword of their own. */
export const COMMON_WORDS: ReadonlySet<string> = lexiconWordSet({ list: ['stopwords', 'ignored-acronyms'] });

// Acronyms of letters only stop at four: 'SIRH', 'RGPD', 'ETL'; five or more capitals are shouted
// words ('URGENT', 'STACK') far more often than acronyms.
const ACRONYM = /^(?:[A-Z]{2,4}|(?=[A-Z0-9]*\d)[A-Z][A-Z0-9]{1,5})$/;
const CAMEL_CASE = /^[A-Za-z]*[a-z][A-Z][A-Za-z]*$/;
const LETTERS_AND_DIGITS = /^[A-Za-z]+\d[A-Za-z\d]*$/;
const WITH_SYMBOL = /^\.?[A-Za-z][A-Za-z\d]*(?:[.+#][A-Za-z\d]*)+$/;
const CAPITALISED = /^\p{Lu}\p{Ll}{2,}$/u;
// Language levels (B2, C1) and hours (H24) look like product names but are not skills; nor are
// web addresses ('comptoirdeshalles.fr').
const CEFR_LEVEL = /^(?:[ABC][12]|[Hh]24)$/;
const WEB_ADDRESS = /\.(?:fr|com|io|net|org|eu|co|uk|be|ch|de)$/i;

function letterCount(word: string): number {
  return (word.match(/[A-Za-z]/g) ?? []).length;
}

/**
 * True for words shaped like tools: acronyms (SAP, ETL), camelCase (HubSpot), letters with digits
 * (S3, EC2, HTML5) or with symbols (D3.js). Stopwords and non-skill acronyms (CDI, SARL…) excluded.
 */
export function isTechnicalShape(raw: string, folded: string): boolean {
  if (COMMON_WORDS.has(folded) || CEFR_LEVEL.test(raw) || WEB_ADDRESS.test(raw)) return false;
  // One letter is enough beside digits ('S3'), not beside symbols ('N+1').
  if (LETTERS_AND_DIGITS.test(raw)) return true;
  if (letterCount(raw) < 2) return false;
  return ACRONYM.test(raw) || CAMEL_CASE.test(raw) || WITH_SYMBOL.test(raw);
}

// A capitalised word is taken only inside a list of tools, when it is not the first word of a
// sentence: 'React, Redux et Storybook' gives Storybook; 'Rattaché au Directeur Commercial' nothing.
function isListedProperNoun(tokens: readonly ContentToken[], at: number, text: string, tools: ReadonlySet<number>): boolean {
  const token = tokens[at];
  const previous = tokens[at - 1];
  if (!token || !previous || !CAPITALISED.test(token.raw) || COMMON_WORDS.has(token.folded)) return false;
  if (/[.!?:\n•▪►✓*]/.test(text.slice(previous.end, token.start))) return false;
  return [at - 2, at - 1, at + 1, at + 2].some((neighbour) => tools.has(neighbour));
}

/**
 * Finds posting-specific technical words outside the dictionary matches: words that look like a skill or
 * a tool although no dictionary knows them ('Magento', 'S3'). `covered` holds the
 * indexes of tokens inside dictionary matches, `tools` those of tool matches (neighbours for the
 * proper-noun rule), `excluded` folded words never to report (company and position names).
 */
export function technicalTokens(
  tokens: readonly ContentToken[],
  text: string,
  covered: ReadonlySet<number>,
  tools: ReadonlySet<number>,
  excluded: ReadonlySet<string>,
): ContentToken[] {
  return tokens.filter(
    (token, index) =>
      !covered.has(index) && !excluded.has(token.folded) && (isTechnicalShape(token.raw, token.folded) || isListedProperNoun(tokens, index, text, tools)),
  );
}
