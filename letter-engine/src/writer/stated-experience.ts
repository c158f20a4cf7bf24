import { COUNT, countValue } from '../resume/resume-numbers.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { foldText } from '../text/fold.ts';

/** Years of experience as the CV states them, with where they were spent when it says ('en EHPAD dont 4 en unité Alzheimer'). */
export type StatedExperience = { years: number; field: string | null };

// '11 ans en EHPAD dont 4 en unité Alzheimer', '5 ans d'expérience en comptabilité', 'four years in retail',
// "7 years' experience as a chef". Never a bare '42 ans', which is an age: a field or the word 'expérience'
// must follow. A headline's separators end the field ('3 ans en transaction | Mandats exclusifs').
const FRENCH = new RegExp(`(?<![\\p{L}\\d])(?:plus de )?(${COUNT}) (?:ans|années)(?: d['’]exp[ée]rience(?: professionnelle)?)?((?: (?:en|dans|chez|au sein d[eu']) ?[^.,;:()|·•\\n]{2,90}?(?=[.,;:()|·•\\n]|$))?)`, 'iu');
const ENGLISH = new RegExp(`(?<![\\p{L}\\d])(?:over |more than )?(${COUNT}) years?['’]?(?: of)?(?: (?:professional |work )?experience)?((?: (?:in|at|as|with) [^.,;:()|·•\\n]{2,90}?(?=[.,;:()|·•\\n]|$))?)`, 'iu');
// Rule 'a house is no field': '30 ans dans la maison, jusqu'à la fermeture' (a repair technician's thin CV), 'douze ans
// dans la meme entreprise' (a tiler's): years spent with one employer the CV does not name there; said after the
// letter's sentence on the current job, they would be that job's.
const ONE_EMPLOYER = /^(?:dans|chez|in|at|with) (?:la maison|l['’]entreprise|la m[eê]me (?:entreprise|maison|société)|the (?:same )?(?:company|firm|business))$/iu;
const EXPERIENCE_WORD = /exp[ée]rience|\b(?:en|dans|chez|au sein|in|at|as|with)\b/iu;

export function statedExperience(text: string, statedYears: number | null): StatedExperience | null {
  for (const pattern of [FRENCH, ENGLISH]) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'giu'))) {
      const years = countValue(match[1] ?? '');
      const rest = match[0].slice((match[1] ?? '').length);
      if (years === null || !EXPERIENCE_WORD.test(rest)) continue;
      // 'entries a year with AQA', 'un an à Londres' without the word 'experience' is a rate or a stay, not a career.
      if (/^(?:an?|one|un|une)$/iu.test(match[1] ?? '') && !/exp[ée]rience/iu.test(rest)) continue;
      // The reader's own figure wins when it found one; a field is kept only for that figure.
      if (statedYears !== null && years !== statedYears) continue;
      // 'five years in hospitality and I now want to move into tech sales': the field ends where the candidate speaks again.
      // '… in finance offices before turning my hobby into a new career', '… dans l'accueil avant de m'arrêter' too.
      const field = (match[2] ?? '').split(/ (?:and|but|et|mais) (?:I|je|j['’])\b| (?:before|after|avant|après) /u)[0]?.trim() ?? '';
      return { years, field: field.length > 0 && !ONE_EMPLOYER.test(field) ? field : null };
    }
  }
  return statedYears === null ? null : { years: statedYears, field: null };
}

/**
 * The field to write after 'years of experience' in a sentence: none when it is a trade the sentence already names ('My
 * last job was as a gamekeeper, and I have eleven years of experience as a gamekeeper', the panel: a repetition). A
 * domain stays ('Credit Controller … eight years of experience in credit control': the years are more than the job's).
 */
export function fieldToSay(experience: StatedExperience, sentence: string): string {
  if (experience.field === null) return '';
  const trade = /^(?:as an?|comme|en tant que) (.+)$/iu.exec(experience.field)?.[1];
  return trade !== undefined && new RegExp(`(?<![\\p{L}])${escapeRegExp(foldText(trade))}(?![\\p{L}])`, 'u').test(foldText(sentence)) ? '' : ` ${experience.field}`;
}
