import type { Language } from '../../rules/limits.ts';

// Working times a posting asks for and a CV may show ('weekend shifts', 'Available any nights'), with how each language says them.
const WORKING_TIMES: ReadonlyArray<readonly [RegExp, Record<Language, string>]> = [
  [/\b(?:week-?ends?)\b/i, { english: 'weekends', french: 'le week-end' }],
  [/\b(?:evenings?|soirs?|soirées?)\b/i, { english: 'evenings', french: 'le soir' }],
  [/\b(?:nights?|nuits?)\b/i, { english: 'nights', french: 'de nuit' }],
  [/\b(?:saturdays?|samedis?)\b/i, { english: 'Saturdays', french: 'le samedi' }],
  [/\b(?:sundays?|dimanches?)\b/i, { english: 'Sundays', french: 'le dimanche' }],
];

// An hour before eight after 'from', 'dès', 'start at': the morning a candidate can start or a shop opens ('dès 6h', 'start at 6am').
const EARLY_HOUR = /\b(?:from|at|d[eè]s|[àa] partir de|de)\s+0?([4-7])(?:\s*(?:am|a\.m\.)|h(\d\d)?|:(\d\d)(?:\s*(?:am|a\.m\.))?)(?![\p{L}\p{N}])/iu;
const EARLY_WORDS = /\b(?:early (?:starts?|mornings?|shifts?)|t[ôo]t le matin)\b/iu;

// A CV's early start ('Disponible dès 6h') answers a posting that asks for one only by its hour:
// the recruiter screens for '6am', and the hour is the candidate's own, in the letter's language.
function earlyStart(postingText: string, resumeText: string, language: Language): string | null {
  if (!EARLY_HOUR.test(postingText) && !EARLY_WORDS.test(postingText)) return null;
  const hour = EARLY_HOUR.exec(resumeText);
  if (hour === null) return null;
  const minutes = hour[2] ?? hour[3] ?? '00';
  if (language === 'french') return `tôt le matin, dès ${hour[1]}h${minutes === '00' ? '' : minutes}`;
  return `early starts from ${hour[1]}${minutes === '00' ? '' : `:${minutes}`}am`;
}

/** The working times the posting asks for and the CV shows too, in the letter's language ('weekends', 'early starts from 6am'). */
export function workingTimes(postingText: string, resumeText: string, language: Language): string[] {
  const times = WORKING_TIMES.filter(([pattern]) => pattern.test(postingText) && pattern.test(resumeText)).map(([, said]) => said[language]);
  const early = earlyStart(postingText, resumeText, language);
  return early === null ? times : [...times, early];
}
