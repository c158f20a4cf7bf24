import { franc } from 'franc';
import type { Language } from '../src/rules/limits.ts';
import { countWords } from '../src/text/tokenize.ts';
import { bodySentences, isClosingSentence, isGreeting, paragraphs, sentences } from './letter-parts.ts';
import { flatten } from './phrases.ts';
import type { WordRange } from './word-range.ts';

const FRANC_CODE: Record<Language, string> = { french: 'fra', english: 'eng' };

// The function words of each language. franc reads a whole letter well but one sentence badly
// ('I flag a problem as soon as I see it.' comes out French), so sentences are judged on these.
const MARKERS: Record<Language, ReadonlySet<string>> = {
  french: new Set(
    'le la les de des du et en un une pour avec dans sur au aux par je mon ma mes vous votre vos nous notre nos est sont suis ai que qui ce cette ces mais ou chez ne pas leur très été à d l j qu n c'.split(' '),
  ),
  english: new Set(
    'the and of to in with for a an on at by from as my i you your we our is are was were have has had this that these those it be been will would can could which who what about also into than not their they'.split(' '),
  ),
};
const OTHER: Record<Language, Language> = { french: 'english', english: 'french' };
// Shorter sentences hold too few function words to tell.
const MIN_SENTENCE_WORDS = 6;

function markers(sentence: string, language: Language): number {
  return sentence
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => MARKERS[language].has(word)).length;
}

export function inWordRange(letter: string, range: WordRange): boolean {
  const words = countWords(letter);
  return words >= range.min && words <= range.max;
}

/**
 * The letter's language problems: the whole text is not in `language` (franc), or a body
 * sentence has at least as many function words of the other language as of its own (a CV
 * bullet pasted as it was written, 'management d'équipe et Excel' in an English letter).
 */
export function languageProblems(letter: string, language: Language): string[] {
  if (franc(letter, { only: ['fra', 'eng'] }) !== FRANC_CODE[language]) return ['whole letter'];
  return bodySentences(letter, language)
    .filter((sentence) => {
      if (countWords(sentence) < MIN_SENTENCE_WORDS) return false;
      const foreign = markers(sentence, OTHER[language]);
      return foreign >= 2 && foreign >= markers(sentence, language);
    })
    .map((sentence) => `"${sentence.slice(0, 60)}…"`);
}

const FRENCH_MONTHS = 'janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre';
const ENGLISH_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const FRENCH_DATE = new RegExp(`\\ble (?:1er|\\d{1,2}) (?:${FRENCH_MONTHS}) \\d{4}\\b`);
const ENGLISH_DATE = new RegExp(`\\b(?:\\d{1,2} (?:${ENGLISH_MONTHS}) \\d{4}|(?:${ENGLISH_MONTHS}) \\d{1,2}, \\d{4})\\b`);

/**
 * The format elements of the letter's language that the letter lacks. French: the date line
 * ('Lyon, le 22 novembre 2026'), 'Objet :', the greeting, the closing formula and the signature.
 * English: the date, the greeting ('Dear …,'), the sign-off and the signature. The signature
 * is checked only when the CV gives a name: it must be the name, in the last lines.
 */
export function formatProblems(letter: string, language: Language, name: string | null): string[] {
  const blocks = paragraphs(letter);
  const folded = flatten(letter);
  const problems: string[] = [];
  if (!(language === 'french' ? FRENCH_DATE : ENGLISH_DATE).test(folded)) problems.push('date');
  if (language === 'french' && !/(?:^|\n)objet ?:/.test(letter.toLowerCase())) problems.push('objet');
  if (!blocks.some((block) => isGreeting(block, language))) problems.push('greeting');
  if (!blocks.some((block) => sentences(block).some((sentence) => isClosingSentence(sentence, language)))) {
    problems.push(language === 'french' ? 'formule' : 'sign-off');
  }
  if (name !== null) {
    const lastLines = letter.trim().split('\n').slice(-2).map(flatten);
    if (!lastLines.some((line) => line.includes(flatten(name)))) problems.push('signature');
  }
  return problems;
}
