import { jobTitleEntry } from '../lexicon/job-titles.ts';
import { indexResume, type TextIndex } from '../ats/text-index.ts';
import { analyzePosting } from '../posting/analyze-posting.ts';
import type { PostingProfile } from '../posting/posting-profile.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';
import type { Language } from '../rules/limits.ts';
import { statedYears } from '../resume/resume-years.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { tokenize } from '../text/tokenize.ts';
import { resumeAge } from './find-absurd-statements.ts';
import { COUNT, readCount } from './number-words.ts';
import { resumeLanguageRanks } from './language-levels.ts';
import { postingVocabulary, type PostingVocabulary } from './posting-vocabulary.ts';

/**
 * What a letter's claims are checked against, read once for every version of a letter: the CV
 * (indexed, its languages' levels, the age it states) and, when given, the posting (what it asks
 * that the CV lacks, its company and position, the company's own presentation).
 */
export type ClaimReference = {
  language: Language;
  resume: TextIndex;
  languageRanks: ReadonlyMap<string, number>;
  /** The ISO codes of the languages the CV lists, with a level or not. */
  languageCodes: ReadonlySet<string>;
  age: number | null;
  /** The CV lists a driving licence it holds (not one 'en cours'). */
  licensed: boolean;
  /**
   * How long the CV's career runs: the year its earliest dated job starts, and the years of experience
   * it states or its jobs add up to (counted short). Null when it tells neither.
   */
  career: { start: number | null; years: number | null };
  /** The years of experience the CV states in words ('4 ans d'expérience'), as the Reading gives them (writer/reading.ts); null when it states none. */
  statedYears: number | null;
  /** Every figure of years the CV writes ('4 ans', 'three years'): a letter may say any of them. */
  yearFigures: ReadonlySet<number>;
  /** The CV's employers, folded: a word found only in an employer's name backs no diploma. */
  employers: readonly string[];
  vocabulary: PostingVocabulary | null;
  company: string | null;
  /** The company's and the position's names: naming them claims nothing. */
  postingNames: readonly string[];
  /** Runs of QUOTE_WORDS words of the company's presentation: a letter quoting it describes the employer. */
  quotes: ReadonlySet<string>;
};

/** A run this long taken from the company's presentation is a quotation. */
export const QUOTE_WORDS = 6;

/** The folded words of a text, QUOTE_WORDS at a time. */
export function wordRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let at = 0; at + QUOTE_WORDS <= words.length; at += 1) runs.push(words.slice(at, at + QUOTE_WORDS).join(' '));
  return runs;
}

/** What to read: the CV and the letter's language, the posting when there is one; profiles already read are reused. */
export type ClaimSources = {
  resume: string;
  language: Language;
  posting?: string;
  resumeProfile?: ResumeProfile;
  postingProfile?: PostingProfile;
};

// Any figure of years a CV writes: '4 ans', 'four years', '3 années'.
const YEAR_FIGURE = new RegExp(String.raw`(?<![\p{L}\d])(${COUNT})\+?\s?(?:ans|années|annees|years?|yrs)(?![\p{L}])`, 'giu');

function yearFigures(text: string): Set<number> {
  return new Set([...text.matchAll(YEAR_FIGURE)].flatMap((match) => {
    const count = readCount(match[1] ?? '');
    return count === null ? [] : [count];
  }));
}

function careerStart(years: ReadonlyArray<number | null>): number | null {
  const known = years.filter((year): year is number => year !== null);
  return known.length === 0 ? null : Math.min(...known);
}

/** Reads the CV and the posting for findClaims and findAbsurdStatements. */
export function claimReference(sources: ClaimSources): ClaimReference {
  const resumeText = sanitizeText(sources.resume);
  const profile = sources.resumeProfile ?? analyzeResume(resumeText);
  // The CV's own job titles back their forms in the other language ('Femme de chambre' backs 'room attendant', and the
  // housekeeping it names): the letter may tell a title the lexicon translates (translated-title.ts).
  const titleForms = profile.jobs.flatMap((job) => {
    const entry = jobTitleEntry(job.title);
    return entry === undefined ? [] : [...entry.fr, ...entry.en];
  });
  const resume = indexResume([resumeText, ...titleForms].join('\n'));
  const postingText = sources.posting === undefined ? null : sanitizeText(sources.posting);
  const posting = postingText === null ? null : (sources.postingProfile ?? analyzePosting(postingText));
  const names = posting === null ? [] : [posting.position, posting.company].filter((name): name is string => name !== null && name.length >= 2);
  const quotes = new Set((posting?.companyDescription ?? []).flatMap((sentence) => wordRuns(tokenize(sentence).map((token) => token.folded))));
  return {
    language: sources.language,
    resume,
    languageRanks: resumeLanguageRanks(profile.languages),
    // The language the CV is written in is one the candidate writes, listed or not.
    languageCodes: new Set([
      ...profile.languages.flatMap((language) => (language.code === null ? [] : [language.code])),
      ...(profile.language === null ? [] : [profile.language === 'french' ? 'fr' : 'en']),
    ]),
    age: resumeAge(resumeText),
    licensed: profile.licences.length > 0,
    career: { start: careerStart(profile.jobs.map((job) => job.startYear)), years: profile.yearsOfExperience },
    statedYears: statedYears(resumeText),
    yearFigures: yearFigures(resumeText),
    employers: profile.jobs.flatMap((job) => (job.employer === null || job.employer.trim().length < 3 ? [] : [foldText(job.employer).replace(/\s+/g, ' ')])),
    vocabulary: postingText === null || posting === null ? null : postingVocabulary(postingText, posting, resume, sources.language),
    company: posting?.company ?? null,
    postingNames: names,
    quotes,
  };
}
