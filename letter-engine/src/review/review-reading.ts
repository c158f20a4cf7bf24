import { lexiconWords } from '../lexicon/words.ts';
import { analyzePosting } from '../posting/analyze-posting.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { stem } from '../text/stem.ts';
import { shared, subjectsOf, type Subjects } from '../writer/concepts.ts';

/** One requirement of the posting as it reads, and the CV lines found for it (none: 'Pas dans votre CV'). */
export type ReviewedRequirement = { text: string; kind: 'required' | 'nice'; facts: string[] };

/**
 * What Lettra read of a posting and a CV, shown on the generator's second step for the user to
 * correct (docs/decisions.md): who hires for what, where and on which contract, and each requirement with
 * the CV lines that answer it. Null or empty where nothing was read.
 */
export type ReadingReview = {
  company: string | null;
  position: string | null;
  location: string | null;
  contract: string | null;
  requirements: ReviewedRequirement[];
};

// At most this many CV lines offered for one requirement: the user chooses among the strongest.
const MAX_FACTS = 4;
// The words every requirement wraps its subject in ('maîtrise de', 'knowledge of'), as stems: sharing one links nothing.
const GENERIC = new Set(lexiconWords({ list: 'generic-words' }).map((word) => stem(foldText(word))));

// The CV lines a letter can argue with, as the CV writes them: each job's duties and results, the
// certificates and licences (a chosen one of these is told first: reading-overrides.ts), then the
// degrees, languages and skills, which tell the user the CV does answer the requirement.
function cvLines(resume: ResumeProfile): string[] {
  const lines = [
    ...resume.jobs.flatMap((job) => job.achievements),
    ...resume.certificates,
    ...resume.licences,
    ...resume.education.map((degree) => [degree.degree, degree.school].filter((part) => part !== null && part.trim() !== '').join(', ')),
    ...resume.languages.map((spoken) => [spoken.language, spoken.level].filter((part) => part !== null && part.trim() !== '').join(' ')),
    ...resume.skills,
    ...resume.softSkills,
  ].map((line) => line.trim());
  const folded = [...new Set(lines.filter((line) => line.length > 0))].map((text) => ({ text, folded: foldText(text) }));
  // A skill read out of a duty ('prise de commandes' of 'Accueil des clients et prise de commandes') says nothing more.
  return folded.filter((line) => !folded.some((other) => other !== line && other.folded.length > line.folded.length && other.folded.includes(line.folded))).map((line) => line.text);
}

function meaningful(subjects: Subjects): Subjects {
  return { concepts: subjects.concepts, stems: new Set([...subjects.stems].filter((stem) => !GENERIC.has(stem))) };
}

function score(need: Subjects, line: Subjects): number {
  const common = shared(need, line);
  return common.concepts.length * 3 + common.stems.length;
}

/** The CV lines that answer one requirement, strongest first: a dictionary concept counts three, a shared word stem one. */
function factsFor(requirement: string, lines: ReadonlyArray<{ text: string; subjects: Subjects }>): string[] {
  const need = meaningful(subjectsOf([requirement]));
  return lines
    .map((line) => ({ text: line.text, score: score(need, line.subjects) }))
    .filter((line) => line.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_FACTS)
    .map((line) => line.text);
}

/** Reads a posting and a CV for the user to check before writing (see ReadingReview). */
export function reviewReading(posting: string, resume: string): ReadingReview {
  const read = analyzePosting(posting);
  const lines = cvLines(analyzeResume(sanitizeText(resume))).map((text) => ({ text, subjects: meaningful(subjectsOf([text])) }));
  const requirements = [
    ...read.required.map((text) => ({ text, kind: 'required' as const })),
    ...read.niceToHave.map((text) => ({ text, kind: 'nice' as const })),
  ].map((requirement) => ({ ...requirement, facts: factsFor(requirement.text, lines) }));
  return { company: read.company, position: read.position, location: read.location, contract: read.contract, requirements };
}
