import { DICTIONARY } from '../ats/dictionary/index.ts';
import type { TermMatch } from '../ats/term-matcher.ts';
import { indexText } from '../ats/text-index.ts';
import { foldText } from '../text/fold.ts';
import { parseEducation, type ResumeEducation } from './resume-education.ts';
import { parseExperience } from './resume-experience.ts';
import { readIdentity, type ResumeIdentity } from './resume-identity.ts';
import { splitResumeSections } from './resume-sections.ts';
import { resumeLines } from './resume-text.ts';

export type { ResumeEducation } from './resume-education.ts';

/** One job of the CV, as written there. */
export type ResumeExperience = {
  role: string;
  employer: string | null;
  period: string | null;
  current: boolean;
  /** The job's bullet points or description lines, without bullets or final punctuation. */
  highlights: string[];
};

/** The facts of a CV that a letter may use, and nothing else. */
export type ResumeFacts = ResumeIdentity & {
  experiences: ResumeExperience[];
  education: ResumeEducation[];
  /** Dictionary labels of the tools, skills and certifications the CV names, its skills section first. */
  skills: string[];
  /** The same, from the skills section only (empty when the CV has none). */
  listedSkills: string[];
  /** Dictionary labels of the spoken languages ('anglais courant', 'espagnol'). */
  languages: string[];
  /** Dictionary labels of the soft skills the CV claims. */
  softSkills: string[];
  /** Years of experience when the CV states them ('5 ans d'expérience', '3 years of experience'). */
  yearsOfExperience: number | null;
  /** Highlights that carry a figure (35 %, 40 000 clients, 2x), most recent job first. */
  achievements: string[];
};

const YEARS_STATED = /(\d{1,2})\s*(?:\+\s*)?(?:ans|années|years?)\s+(?:d['’]\s*|of\s+)?(?:exp[ée]rience|professional experience)|(?:depuis|for)\s+(\d{1,2})\s+(?:ans|years)/i;

// A figure is a number that is not just a year: '35 %', '40 000 clients', '2 millions', '20+'.
function hasFigure(text: string): boolean {
  return /\d/.test(text.replace(/\b(?:19|20)\d{2}\b/g, '')) || /%|\bx\s?\d|\bdoubl|\bmultipli|divis/i.test(text);
}

// 'Espagnol : notions' is not a language to put forward in a letter.
const BASIC_LEVEL = /\b(?:notions?|d[ée]butant|scolaire|basic|beginner|elementary|A1|A2)\b/i;

function spokenWell(matches: readonly TermMatch[], text: string): string[] {
  const labels = matches
    .filter((match) => match.entry.kind === 'language')
    .filter((match) => {
      // Only the part of the line about this language: 'Anglais : courant · Espagnol : notions'.
      const own = text.slice(match.start, match.start + 80).split(/[\n,·•|;]| - /)[0] ?? '';
      return !BASIC_LEVEL.test(own);
    })
    .map((match) => match.entry.label);
  return [...new Set(labels)];
}

/**
 * Extracts the facts of a CV from its common layouts (see resume-sections.ts and its neighbours):
 * identity and contact lines, jobs with their highlights, degrees, skills and languages from the
 * curated dictionary, stated years of experience and the highlights that carry figures. Anything
 * the parser is unsure of is left out rather than guessed: the offline writer builds letters only
 * from these facts.
 */
export function extractResumeFacts(resume: string): ResumeFacts {
  const lines = resumeLines(resume);
  const sections = splitResumeSections(lines);
  const identity = readIdentity(sections.header);
  const jobs = parseExperience(sections.experience);
  const experiences: ResumeExperience[] = [...jobs.filter((job) => job.current), ...jobs.filter((job) => !job.current)].map((job) => ({
    role: job.title,
    employer: job.employer,
    period: job.period,
    current: job.current,
    highlights: job.achievements,
  }));
  const interests = new Set(sections.interests);
  const relevant = lines.filter((line) => !interests.has(line)).join('\n');
  const index = indexText(relevant);
  const kinds = new Map(DICTIONARY.map((entry) => [entry.label, entry.kind]));
  // Skills listed in the skills section come first: they are the ones the candidate puts forward.
  // An employer's name ('Sage', 'Oracle') is not a skill the candidate claims.
  const employers = new Set(experiences.map((job) => foldText(job.employer ?? '')));
  const skillsSection = indexText(sections.skills.join('\n'));
  const ordered = [...skillsSection.matches, ...index.matches].map((match) => match.entry.label);
  const keep = (labels: readonly string[], wanted: readonly string[]): string[] =>
    [...new Set(labels)].filter((label) => wanted.includes(kinds.get(label) ?? '') && !employers.has(foldText(label)));
  const labelsOf = (wanted: readonly string[]): string[] => keep(ordered, wanted);
  const stated = YEARS_STATED.exec(resume);
  return {
    ...identity,
    experiences,
    education: parseEducation(sections.education),
    skills: labelsOf(['tool', 'skill', 'certification']),
    listedSkills: keep(skillsSection.matches.map((match) => match.entry.label), ['tool', 'skill', 'certification']),
    languages: spokenWell(index.matches, relevant),
    softSkills: labelsOf(['soft']),
    yearsOfExperience: stated ? Number(stated[1] ?? stated[2]) : null,
    achievements: experiences.flatMap((job) => job.highlights.filter(hasFigure)),
  };
}
