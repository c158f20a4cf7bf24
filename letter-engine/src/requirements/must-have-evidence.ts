import { STOPWORDS_EN } from '../ats/stopwords-en.ts';
import { STOPWORDS_FR } from '../ats/stopwords-fr.ts';
import { contentTokens, findTerms } from '../ats/term-matcher.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import type { Reading } from '../writer/reading.ts';
import type { ResumeJob } from '../resume/resume-profile.ts';
import { COUNT, countValue } from '../resume/resume-numbers.ts';
import { foldText } from '../text/fold.ts';

/** A line of the CV that answers a must-have, as the CV writes it, with the job it belongs to (null: education, certificates, skills). */
export type CvEvidence = {
  text: string;
  employer: string | null;
  title: string | null;
  startYear: number | null;
  endYear: number | null;
  current: boolean;
};

/**
 * One must-have of the posting, as the posting writes it, and the CV lines that answer it (none: the
 * CV does not support it). Not `checkable` when it asks only for qualities or for what every posting
 * says ('Rigueur et sens du service', 'Available evenings and weekends'), which a CV line neither proves
 * nor denies: it is then neither answered nor missing.
 */
export type MustHave = { requirement: string; evidence: CvEvidence[]; checkable: boolean };

// Words every must-have wraps its subject in ('maîtrise de', 'knowledge of'), and the words of a stay
// ('3 ans d'expérience', '2 years'), which the CV's stated years answer, not a line's words.
const GENERIC = lexiconWordSet({ list: 'generic-words' });
const STAY_WORDS = new Set(['experience', 'experiences', 'experienced', 'ans', 'annee', 'annees', 'year', 'years', 'mois', 'months', 'minimum', 'exigee', 'exige', 'required', 'requise', 'souhaitee']);
// Stems this short are mostly function words or noise ('ai', 'est'): they link nothing.
const MIN_STEM = 3;
// At most this many CV lines quoted for one must-have: the strongest answer is enough.
const MAX_EVIDENCE = 3;

/** What a line names: its dictionary concepts (soft skills apart), the degree levels it asks, its meaningful stems. */
export type Subjects = { concepts: Set<string>; levels: number[]; stems: Set<string>; qualities: number };

export function subjectsOf(text: string): Subjects {
  const tokens = contentTokens(text);
  const matches = findTerms(tokens);
  const concepts = new Set<string>();
  const levels: number[] = [];
  const inSoft = new Set<number>();
  for (const { entry, first, last } of matches) {
    if (entry.kind === 'soft') {
      for (let at = first; at <= last; at += 1) inSoft.add(at);
      continue;
    }
    concepts.add(entry.label);
    for (const implied of entry.implies ?? []) concepts.add(implied);
    if (entry.byLevel && entry.level !== undefined) levels.push(entry.level);
  }
  const stems = new Set<string>();
  for (const token of tokens) {
    if (inSoft.has(token.index) || token.stem.length < MIN_STEM || /\d/.test(token.stem)) continue;
    if (STOPWORDS_FR.has(token.folded) || STOPWORDS_EN.has(token.folded) || GENERIC.has(token.folded) || STAY_WORDS.has(token.folded)) continue;
    stems.add(token.stem);
  }
  return { concepts, levels, stems, qualities: inSoft.size };
}

// The highest degree level a line names (Master 5, Licence 3), for a must-have asking 'Bac+3'.
function levelOf(text: string): number {
  return Math.max(-1, ...findTerms(contentTokens(text)).flatMap(({ entry }) => (entry.level === undefined || entry.byLevel ? [] : [entry.level])));
}

function answers(need: Subjects, line: { subjects: Subjects; level: number }): boolean {
  if ([...need.concepts].some((concept) => line.subjects.concepts.has(concept))) return true;
  if (need.levels.some((level) => line.level >= level)) return true;
  return [...need.stems].some((stem) => line.subjects.stems.has(stem));
}

// A line holding an e-mail address or a phone number is the CV's header: it answers nothing.
const CONTACT = /@|\d{2}[ .]\d{2}[ .]\d{2}[ .]\d{2}|\d{5} \d{3} \d{3}/u;
// Bullets as CVs type them; a prose CV's sentences are lines of their own.
const LINE_BREAK = /\n|(?<=[.!?])\s+(?=\p{Lu})/u;
const BULLET = /^[-•*·▪–—]\s*/u;

/**
 * The job a CV line belongs to: the one whose employer or a duty the line holds, or that holds the line.
 * Not its title alone: a profile's 'Développeuse full stack avec 5 ans d'expérience' is no one job's.
 */
function jobOf(reading: Reading, line: string): ResumeJob | null {
  const folded = foldText(line);
  const within = (part: string | null): boolean => part !== null && part.trim().length > 2 && (folded.includes(foldText(part)) || foldText(part).includes(folded));
  return reading.resume.jobs.find((job) => within(job.employer) || job.achievements.some(within)) ?? null;
}

/** Every line of a text as written, without its bullet: a prose text's sentences one by one. The header's contact lines are kept. */
export function linesAsWritten(text: string): string[] {
  return text
    .split(LINE_BREAK)
    .map((line) => line.trim().replace(BULLET, ''))
    .filter((line) => line.length > 2);
}

/** The CV's lines as written (a prose CV's sentences one by one), each with its job when it has one. */
export function cvLines(reading: Reading): CvEvidence[] {
  return linesAsWritten(reading.resumeText)
    .filter((line) => !CONTACT.test(line))
    .map((text) => {
      const job = jobOf(reading, text);
      return job === null
        ? { text, employer: null, title: null, startYear: null, endYear: null, current: false }
        : { text, employer: job.employer, title: job.title, startYear: job.startYear, endYear: job.endYear, current: job.current };
    });
}

// A stay the posting asks for: '2 ans d'expérience', 'At least 6 months', 'une saison', 'Min. 2 years''.
const STAY = new RegExp(`(?<![\\p{L}\\d])(${COUNT}) (?:ans?|années?|years?|mois|months?|saisons?|seasons?)(?![\\p{L}])`, 'iu');

/** The years a stay asks for (a season or a few months count as under one), or null when it asks none. */
function stayAsked(requirement: string): number | null {
  const match = STAY.exec(requirement);
  if (match === null) return null;
  const count = countValue(match[1] ?? '') ?? 1;
  return /ans?\b|années?|years?/iu.test(match[0]) ? count : 0;
}

// Rule 'a must-have of qualities is no claim': qualities and a few words around them ('Rigoureuse ou
// rigoureux, vous faites preuve d'autonomie…' of an accounting post; 'Good chat and a positive attitude'
// of a barber's) ask nothing a CV line proves or lacks.
const AROUND_QUALITIES = 2;

function qualitiesOnly(need: Subjects): boolean {
  return need.qualities > 0 && need.concepts.size === 0 && need.levels.length === 0 && need.stems.size <= AROUND_QUALITIES;
}

/**
 * What the posting asks (`asks`: its must-haves, or its missions), each with the CV lines that answer it:
 * a line answers when it names one of its dictionary concepts (a Master answers 'Bac+3'), or shares a
 * meaningful word with it (stemmed; the words every posting wraps its asks in, and those of a stay, left
 * out). A stay alone ('2 ans d'expérience') is answered by the years the CV gives.
 */
export function evidenceFor(reading: Reading, asks: readonly string[]): MustHave[] {
  const lines = cvLines(reading).map((line) => ({ line, subjects: subjectsOf(line.text), level: levelOf(line.text) }));
  const years = reading.statedYears ?? reading.resume.yearsOfExperience ?? (reading.resume.jobs.length > 0 ? 0 : null);
  return asks.map((requirement) => {
    const need = subjectsOf(requirement);
    const stay = stayAsked(requirement);
    const named = need.concepts.size > 0 || need.levels.length > 0 || need.stems.size > 0;
    if ((!named || qualitiesOnly(need)) && stay === null) return { requirement, evidence: [], checkable: false };
    const seen = new Set<string>();
    let evidence = lines
      .filter((line) => answers(need, line))
      .map(({ line }) => line)
      .filter((line) => !seen.has(line.text) && seen.add(line.text) !== undefined)
      .slice(0, MAX_EVIDENCE);
    // A stay is answered by the years the CV gives, told by the job lines that hold them.
    if (!named && stay !== null && years !== null && years >= stay) evidence = lines.filter(({ line }) => line.employer !== null).map(({ line }) => line).slice(0, 1);
    return { requirement, evidence, checkable: true };
  });
}
