import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { jobTitleEntry, type JobTitleEntry } from '../lexicon/job-titles.ts';

type Gender = 'feminine' | 'masculine' | null;

/** A seniority or status word a title may carry before or after its trade. */
type Modifier = 'junior' | 'senior' | 'freelance' | 'apprentice' | 'trainee';

// The words read as a modifier (folded), in either language; no other word is ever taken off a title.
const MODIFIER_WORDS: ReadonlyMap<string, Modifier> = new Map<string, Modifier>([
  ['junior', 'junior'],
  ['senior', 'senior'],
  ['freelance', 'freelance'],
  ['free-lance', 'freelance'],
  ['independant', 'freelance'],
  ['independante', 'freelance'],
  ['self-employed', 'freelance'],
  ['micro-entrepreneur', 'freelance'],
  ['auto-entrepreneur', 'freelance'],
  ['apprenti', 'apprentice'],
  ['apprentie', 'apprentice'],
  ['apprentice', 'apprentice'],
  ['en alternance', 'apprentice'],
  ['stagiaire', 'trainee'],
  ['trainee', 'trainee'],
  ['intern', 'trainee'],
]);

// A gender mark after a word: 'Vendeur(se)', 'Indépendant(e)'.
const GENDER_MARK = /\s?\((?:e|ne|le|ere|euse|rice|trice|se)\)(?=\s|$)/gu;

/**
 * A CV's job title in the letter's other language, from the lexicon's job-titles.json: only a title
 * that is one of its forms word for word ('Libraire' → 'bookseller', 'Sales Assistant' → 'vendeuse'
 * for a woman's CV), or such a form with one seniority or status word before or after it ('Graphiste
 * junior' → 'junior graphic designer', 'Freelance Translator' → 'traductrice indépendante'). Null for
 * any other title: a guessed translation could name another trade.
 */
export function translatedTitle(title: string, to: Language, gender: Gender): string | null {
  // 'Painter & Decorator' is the lexicon's 'painter and decorator'.
  const folded = foldText(title.trim()).replace(GENDER_MARK, '').replace(/\s+/gu, ' ').trim().replace(/ & /gu, to === 'french' ? ' and ' : ' et ');
  const entry = jobTitleEntry(folded);
  if (entry !== undefined) return to === 'english' ? (entry.en[0] ?? null) : frenchForm(entry, gender);
  const modified = modifiedTitle(folded);
  if (modified === null) return null;
  return to === 'english' ? englishWith(modified.modifier, modified.entry) : frenchWith(modified.modifier, modified.entry, gender);
}

/** The trade and the one modifier word of a title such as 'junior data analyst' or 'traducteur (freelance)'. */
function modifiedTitle(folded: string): { entry: JobTitleEntry; modifier: Modifier } | null {
  for (const [word, modifier] of MODIFIER_WORDS) {
    const rests: string[] = [];
    if (folded.startsWith(`${word} `)) rests.push(folded.slice(word.length + 1));
    if (folded.endsWith(` ${word}`)) rests.push(folded.slice(0, -word.length - 1));
    if (folded.endsWith(` (${word})`)) rests.push(folded.slice(0, -word.length - 3));
    for (const rest of rests) {
      const trade = rest.trim();
      // A second modifier ('Senior Intern') is no trade.
      if (trade === '' || MODIFIER_WORDS.has(trade)) continue;
      const entry = jobTitleEntry(trade);
      if (entry !== undefined) return { entry, modifier };
    }
  }
  return null;
}

// A French title of two forms needs the candidate's gender; unknown, the title is left out.
function frenchForm(entry: JobTitleEntry, gender: Gender): string | null {
  const [masculine = null, feminine = null] = entry.fr;
  if (masculine === feminine) return masculine;
  return gender === null ? null : gender === 'feminine' ? feminine : masculine;
}

/** English puts the modifier before the trade: 'junior graphic designer', 'trainee accountant'. */
function englishWith(modifier: Modifier, entry: JobTitleEntry): string | null {
  const trade = entry.en[0];
  if (trade === undefined) return null;
  return `${modifier} ${trade}`;
}

/**
 * French puts 'junior', 'senior', 'stagiaire' and 'indépendant(e)' after the trade and 'apprenti(e)'
 * before it. Where the gender is unknown, a trade of one form takes the words that do not agree
 * ('graphiste freelance', 'graphiste en alternance'); a trade of two forms is left out.
 */
function frenchWith(modifier: Modifier, entry: JobTitleEntry, gender: Gender): string | null {
  const trade = frenchForm(entry, gender);
  if (trade === null) return null;
  switch (modifier) {
    case 'junior':
    case 'senior':
      return `${trade} ${modifier}`;
    case 'trainee':
      return `${trade} stagiaire`;
    case 'freelance':
      if (gender === null) return `${trade} freelance`;
      return `${trade} ${gender === 'feminine' ? 'indépendante' : 'indépendant'}`;
    case 'apprentice':
      if (gender === null) return `${trade} en alternance`;
      return `${gender === 'feminine' ? 'apprentie' : 'apprenti'} ${trade}`;
  }
}
