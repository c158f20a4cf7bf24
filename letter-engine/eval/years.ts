import type { Language } from '../src/rules/limits.ts';
import { flatten } from './phrases.ts';

/** A number of years of experience a text states: the words as written (folded) and the figure. */
export type YearsClaim = { words: string; years: number };

// Number words up to thirty, folded ('dix-huit', 'twenty-five' are built below).
const FRENCH_UNITS = ['zero', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'];
const ENGLISH_UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];

const NUMBER_WORDS = new Map<string, number>([
  ...FRENCH_UNITS.map((word, value) => [word, value] as const),
  ...ENGLISH_UNITS.map((word, value) => [word, value] as const),
  ['une', 1],
  ['dix-sept', 17],
  ['dix-huit', 18],
  ['dix-neuf', 19],
  ['vingt', 20],
  ['trente', 30],
  ['twenty', 20],
  ['thirty', 30],
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((unit) => [
    [`vingt-${unit === 1 ? 'et-un' : FRENCH_UNITS[unit]}`, 20 + unit] as const,
    [`twenty-${ENGLISH_UNITS[unit]}`, 20 + unit] as const,
  ]),
]);

// Longest first, so 'dix-huit' is read before 'dix'.
const NUMBER = `(\\d{1,2}|${[...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length).join('|')})`;
// 'plus de', 'près de', 'over', 'nearly': the figure stated is still the one the reader takes away.
const FRENCH_ABOUT = '(?:(?:plus|pres|environ|presque|bientot) (?:de )?)?';
const ENGLISH_ABOUT = '(?:(?:over|more than|nearly|almost|about|around|just over|some) )?';
const ANS = '(?:ans?|annees?)';
const YEARS = '(?:years?|yrs)';

/**
 * The patterns of a stated length of experience, on folded text. French: 'cinq ans d'expérience',
 * 'depuis quatre ans', 'pendant 3 ans', '7 ans dans l'hôtellerie', 'avec 5 ans derrière moi'.
 * English: 'five years of experience', "three years' experience", '3 years in…', 'for six years',
 * 'over the last ten years', '4+ years'. An age ('j'ai 29 ans', '22 years old', 'enfants de 3 à 6 ans')
 * is none: it is followed by none of these words.
 */
const PATTERNS: Record<Language, RegExp[]> = {
  french: [
    new RegExp(`\\b${FRENCH_ABOUT}${NUMBER} ?\\+? ?${ANS} (?:d'experience|d'exercice|de metier|de pratique|d'anciennete|de carriere|de travail|derriere moi|dans|en tant qu|comme|au sein|chez|passe|sur le terrain|en poste)`, 'dg'),
    new RegExp(`\\b(?:depuis|pendant|durant|voila|cela fait|ca fait|avec|fort(?:e)? de|riche de|cumule|totalise) ${FRENCH_ABOUT}${NUMBER} ?\\+? ?${ANS}\\b`, 'dg'),
  ],
  english: [
    new RegExp(`\\b${ENGLISH_ABOUT}${NUMBER} ?\\+? ?${YEARS}'? (?:of |in |as |at |with |on |working|experience|post-qualification|'|spent|behind me)`, 'dg'),
    new RegExp(`\\b(?:for|over the (?:past|last)|in the (?:past|last)|the (?:past|last)|with) ${ENGLISH_ABOUT}${NUMBER} ?\\+? ?${YEARS}\\b`, 'dg'),
  ],
};

// The clause before a figure quoting the posting's requirement ('You ask for 2 years of experience:
// I have 6', 'votre annonce demande trois ans d'expérience'): the candidate claims nothing there.
const REQUIREMENT = /\b(?:you|your|vous|votre|vos|requir\w*|ask\w*|demand\w*|exig\w*|requis\w*|minimum|souhait\w*|recherch\w*|looking for)\b[^.:;!?]*$/;

function figure(number: string): number | null {
  if (/^\d+$/.test(number)) return Number(number);
  return NUMBER_WORDS.get(number) ?? null;
}

/** Every length of experience the text states, in its language. */
export function yearsClaims(text: string, language: Language): YearsClaim[] {
  const folded = flatten(text);
  const claims: YearsClaim[] = [];
  const seen = new Set<number>();
  for (const pattern of PATTERNS[language]) {
    for (const match of folded.matchAll(pattern)) {
      const years = figure(match[1] ?? '');
      // Two patterns may read the same figure ('depuis 7 ans dans…'): one claim per figure.
      const at = match.indices?.[1]?.[0] ?? match.index;
      if (years === null || seen.has(at) || REQUIREMENT.test(folded.slice(0, match.index))) continue;
      seen.add(at);
      claims.push({ words: match[0].trim(), years });
    }
  }
  return claims;
}

// Any figure of years, in either language: 'valable 5 ans', '4 yrs 9 mos', '29 ans'.
const ANY_YEARS = new RegExp(`\\b${NUMBER} ?\\+? ?(?:ans?|annees?|years?|yrs)\\b`);

/**
 * The letter's years of experience the CV does not back. `expected` is the figure the CV states
 * (case.json's `expected.years`): every claim must say exactly that. When the case gives none
 * (null or left out), a claim is flagged only if the CV has no number of years at all.
 */
export function yearsProblems(body: string, language: Language, expected: number | null | undefined, resume: string): string[] {
  const claims = yearsClaims(body, language);
  if (typeof expected === 'number') return claims.filter((claim) => claim.years !== expected).map((claim) => `'${claim.words}' (CV: ${expected})`);
  if (ANY_YEARS.test(flatten(resume))) return [];
  return claims.map((claim) => `'${claim.words}' (CV: no years)`);
}
