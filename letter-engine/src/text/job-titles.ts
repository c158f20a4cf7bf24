import { jobTitleEntry } from '../lexicon/job-titles.ts';
import { lexiconWords } from '../lexicon/words.ts';
import { foldText } from './fold.ts';
import { stem } from './stem.ts';

// Words that make a phrase a job title, in French and English (lexicon list 'job-words'). Stemmed, so
// feminine and plural forms count too ('développeuse', 'ingénieures', 'directrice').
const JOB_WORDS = new Set(lexiconWords({ list: 'job-words' }).map((word) => stem(word)));

// English writes many trades as one word whose last part is the trade: 'bookseller', 'shopkeeper',
// 'fishmonger', 'dishwasher', 'childminder'. A longer word ending in one of these is a job word too; not its
// plural, often the shop's name ('Page Turner Booksellers'), nor an 'outfitter' or a 'drycleaner'.
const COMPOUND_TRADE = /^[a-z]{3,}(?:seller|keeper|maker|monger|minder|worker|handler|washer)$/;

/** True when a phrase contains a word typical of job titles ('Développeuse Full Stack', 'Data Analyst'). */
// Inclusive forms are only ever written on roles: 'Opticien(ne)', 'Esthéticien·ne', 'Agent(e)'.
const INCLUSIVE_FORM = /\p{Ll}(?:\((?:e|ne|le|ère|euse|rice|trice|se)\)|·(?:e|ne|le|se|rice|euse)\b)/u;

// Rule 'a grade is no part of the trade': 'ASV échelon 5' (a veterinary assistant's CV), 'Band 5 Rotational
// Physiotherapist' (an NHS posting): the title is looked up without it.
const GRADE = /\(?(?<![\p{L}\d])(?:band|[ée]chelon|grade|niveau|level)\s\d+\)?/giu;

/** True when a phrase is a title the lexicon names whole, with its grade: 'ASV échelon 5'. */
export function gradedTitle(phrase: string): boolean {
  const bare = phrase.replace(GRADE, ' ').replace(/\s+/gu, ' ').trim();
  return bare !== phrase.trim() && jobTitleEntry(bare) !== undefined;
}

export function looksLikeJobTitle(phrase: string): boolean {
  // A trade the lexicon names whole ('Femme de chambre', 'Herdsperson') is a title though none of its words is a job word.
  if (INCLUSIVE_FORM.test(phrase) || jobTitleEntry(phrase) !== undefined || gradedTitle(phrase)) return true;
  // A trade written with a hyphen ('sage-femme') is one word; its parts are words too ('aide-soignante').
  return foldText(phrase)
    .split(/[^a-z-]+/)
    .flatMap((word) => (word.includes('-') ? [word, ...word.split('-')] : [word]))
    .some((word) => word.length > 1 && (JOB_WORDS.has(stem(word)) || COMPOUND_TRADE.test(word)));
}
