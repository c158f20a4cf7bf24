import { analyzeAts } from '../ats/analyze-ats.ts';
import { termLabel } from '../ats/extract-keywords.ts';
import { entryByLabel } from '../ats/text-index.ts';
import { findUnsupportedClaims } from '../fact-check/find-unsupported-claims.ts';
import { parsePosting } from '../posting/parse-posting.ts';
import type { LetterInput } from '../rules/letter-input.schema.ts';
import type { Language, Tone } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { bare, lowerFirst, wordsAtMost } from './phrase-kit.ts';
import type { ResumeFacts } from '../resume/resume-facts.ts';

/** Everything a letter body may say, chosen from the CV and the posting, in the letter's language. */
export type WriterContext = {
  language: Language;
  tone: Tone;
  variant: 0 | 1 | 2;
  name: string | null;
  company: string | null;
  position: string | null;
  /** Most recent job: the CV's first job, or its headline when it lists none. */
  role: string | null;
  employer: string | null;
  current: boolean;
  previous: { role: string; employer: string | null } | null;
  years: number | null;
  /** CV skills the posting asks for, required ones first (at most 5). */
  matchedSkills: string[];
  /** Other CV skills (at most 4). */
  otherSkills: string[];
  /** Achievements with figures, ready to follow a colon (at most 3, each at most 32 words). */
  achievements: string[];
  degree: { degree: string; school: string | null } | null;
  languages: string[];
  softSkills: string[];
  /** The user's emphasis points that the CV does not contradict (at most 3). */
  emphasis: string[];
};

const MAX_ACHIEVEMENT_WORDS = 32;
const MAX_EMPHASIS_WORDS = 60;

function label(frenchLabel: string, language: Language): string {
  const entry = entryByLabel(frenchLabel);
  return entry === undefined ? frenchLabel : termLabel(entry, language);
}

// Emphasis points are the user's words: kept when short and when they claim no tool, skill or
// degree that the CV does not hold (the letter must not state what the CV does not support).
function emphasisPoints(emphasis: string | undefined, resume: string, language: Language): string[] {
  if (emphasis === undefined) return [];
  const points = sanitizeText(emphasis)
    .split(/\n|;|•/)
    .map((point) => bare(point.replace(/^\s*[-*–—\d.)]+\s*/, '')))
    .filter((point) => point.length > 2);
  const kept: string[] = [];
  let words = 0;
  for (const point of points.slice(0, 3)) {
    const count = point.split(/\s+/).length;
    if (words + count > MAX_EMPHASIS_WORDS) break;
    if (findUnsupportedClaims({ resume, letter: point, language }).length > 0) continue;
    kept.push(lowerFirst(point));
    words += count;
  }
  return kept;
}

/**
 * Chooses what a letter will say: the posting's company and position, the CV's recent jobs,
 * the CV skills the posting asks for (the ATS analysis's keywords found in the CV), results with
 * figures, degree, languages and the emphasis points — each label in the letter's language.
 */
export function buildWriterContext(input: LetterInput, facts: ResumeFacts, variant: 0 | 1 | 2): WriterContext {
  const { language } = input;
  const posting = parsePosting(input.jobPosting);
  const ats = analyzeAts({ posting: input.jobPosting, resume: input.resume, language });
  const cvLabels = new Set([...facts.skills, ...facts.softSkills].map((skill) => foldText(label(skill, language))));
  const wanted = ats.keywords.filter((keyword) => keyword.inResume && cvLabels.has(foldText(keyword.term)));
  const soft = new Set(facts.softSkills.map((skill) => foldText(label(skill, language))));
  const matchedSkills = wanted.filter((keyword) => !soft.has(foldText(keyword.term))).map((keyword) => keyword.term);
  const askedSoft = wanted.filter((keyword) => soft.has(foldText(keyword.term))).map((keyword) => keyword.term);
  const matched = new Set(matchedSkills.map(foldText));
  const [recent, previous] = facts.experiences;
  const degree = facts.education[0];
  return {
    language,
    tone: input.tone,
    variant,
    name: facts.name,
    company: posting.company,
    position: posting.position,
    role: recent?.role ?? facts.headline,
    employer: recent?.employer ?? null,
    current: recent?.current ?? recent === undefined,
    previous: previous ? { role: previous.role, employer: previous.employer } : null,
    years: facts.yearsOfExperience,
    matchedSkills: matchedSkills.slice(0, 5),
    // Skills the CV merely mentions ('the accounting product') are not put forward when it lists its skills.
    otherSkills: (facts.listedSkills.length > 0 ? facts.listedSkills : facts.skills)
      .map((skill) => label(skill, language))
      .filter((skill) => !matched.has(foldText(skill)))
      .slice(0, 4),
    achievements: facts.achievements
      // A colon inside a result would clash with the colon that introduces the list.
      .map((achievement) => wordsAtMost(lowerFirst(bare(achievement)).replace(/\s+:\s+/g, ', '), MAX_ACHIEVEMENT_WORDS))
      .filter((achievement): achievement is string => achievement !== null)
      .slice(0, 3),
    degree: degree ? { degree: degree.degree, school: degree.school } : null,
    // Speaking the letter's own language goes without saying.
    languages: facts.languages
      .filter((spoken) => !(language === 'english' ? /^anglais/ : /^français/).test(spoken))
      .map((spoken) => label(spoken, language))
      .slice(0, 2),
    softSkills: (askedSoft.length > 0 ? askedSoft : facts.softSkills.map((skill) => label(skill, language))).slice(0, 3),
    emphasis: emphasisPoints(input.emphasis, input.resume, language),
  };
}
