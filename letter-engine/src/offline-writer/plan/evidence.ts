import type { ResumeJob, ResumeProfile } from '../../resume/resume-profile.ts';
import { withoutAsides } from '../../text/without-asides.ts';
import { textFeatures, type TextFeatures } from './text-features.ts';

/** What a piece of CV evidence is: a result or duty of a job, a bare job, or a listed qualification. */
export type EvidenceKind = 'achievement' | 'job' | 'skill' | 'degree' | 'language' | 'certificate' | 'soft';

/** One fact of the CV that can back a requirement of the posting. */
export type Evidence = {
  id: number;
  kind: EvidenceKind;
  /** The CV's own words. */
  text: string;
  /** The job the fact belongs to; null for skills, degrees, languages, certificates. */
  job: ResumeJob | null;
  /** 0 for the most recent job. */
  jobIndex: number;
  /** Carries a number that is not a year (35 %, 40 000 clients, 2x): a measured result. */
  figure: boolean;
  features: TextFeatures;
  /** The CV sentence the fact comes from: the items of one list of duties share it. */
  sentence: number;
};

/** True when a CV phrase carries a figure other than a year: '35 %', '40 000 clients', '2 millions', 'x2'. */
export function hasFigure(text: string): boolean {
  return /\d/.test(text.replace(/\b(?:19|20)\d{2}\b/g, '')) || /%|\bx\s?\d|\bdoubl|\bmultipli|\bdivis|\bhalved\b|\btripl/i.test(text);
}

// A thin CV runs on after its job line: 'Languages: Amharic (native), English (good)' is no duty of that job
// (the languages are read as such, and said as such).
const OTHER_SECTION = /^(?:languages?|langues?|skills|compétences|hobbies|interests|loisirs|centres d['’]intérêt)\s?:/iu;

// A prose CV's 'J'ai le bac STT (1996)', 'I hold a Level 2 certificate' after a job's sentences says what the
// candidate holds, not what the job was: told as the job's ('dans ce même poste, j'ai le bac STT'), it is false.
const HOLDS_CREDENTIAL = /^(?:j['’]ai (?:aussi |également )?(?:le|la|les|mon|ma|un|une|obtenu)|i (?:also )?(?:have|hold|earned|got) (?:a |an |my |the )?)[^.!?]*(?<![\p{L}])(?:bac|baccalauréat|cap|bep|bts|dut|licence|master|diplôme|certificat|degree|diploma|gcses?|a-levels?|btec|nvq)(?![\p{L}])/iu;

// A LinkedIn or prose CV may pack a job's duties into one line of short items ('Rétroplanning, recherche de
// lieux, relations avec les prestataires (traiteurs, standistes), suivi du budget sur Excel, bilan et factures'):
// each item is a fact of its own, so that each can answer its own line of the posting.
const MIN_LIST_ITEMS = 4;
const MAX_ITEM_WORDS = 8;

/** The items of a sentence that is a list of short duties (commas outside brackets), else the sentence itself. */
export function listItems(sentence: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < sentence.length; at += 1) {
    const char = sentence[at];
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (char === ',' && depth === 0) {
      items.push(sentence.slice(from, at));
      from = at + 1;
    }
  }
  items.push(sentence.slice(from));
  const clean = items.map((item) => item.trim().replace(/[.;]$/, '')).filter((item) => item.length > 0);
  const short = clean.every((item) => withoutAsides(item).trim().split(/\s+/).length <= MAX_ITEM_WORDS);
  return clean.length >= MIN_LIST_ITEMS && short ? clean : [sentence];
}

/**
 * Lists the CV's facts that a letter can argue from: every bullet of every job (a job without
 * bullets stands for itself), then skills, degrees, languages, certificates and soft skills. A
 * driving licence is not evidence for a requirement: it is only mentioned when the posting asks.
 */
export function collectEvidence(resume: ResumeProfile): Evidence[] {
  const evidence: Evidence[] = [];
  let sentences = 0;
  const add = (kind: EvidenceKind, text: string, job: ResumeJob | null, jobIndex: number, sentence = sentences++): void => {
    const clean = text.trim();
    if (clean.length < 2) return;
    evidence.push({ id: evidence.length, kind, text: clean, job, jobIndex, figure: kind === 'achievement' && hasFigure(clean), features: textFeatures(clean), sentence });
  };
  resume.jobs.forEach((job, jobIndex) => {
    if (job.achievements.length === 0) add('job', job.title, job, jobIndex);
    // A prose CV may hold several facts in one line: each sentence is one piece of evidence.
    for (const achievement of job.achievements) {
      for (const sentence of achievement.split(/(?<=[.!?;])\s+(?=[\p{Lu}\d])/u)) {
        if (OTHER_SECTION.test(sentence) || HOLDS_CREDENTIAL.test(sentence)) continue;
        const from = sentences++;
        for (const item of listItems(sentence)) add('achievement', item, job, jobIndex, from);
      }
    }
  });
  // With a single job, the CV's skills were practised there.
  const onlyJob = resume.jobs.length === 1 ? (resume.jobs[0] ?? null) : null;
  for (const skill of resume.skills) add('skill', skill, onlyJob, onlyJob === null ? -1 : 0);
  for (const degree of resume.education) add('degree', [degree.degree, degree.school].filter(Boolean).join(' '), null, -1);
  for (const spoken of resume.languages) add('language', [spoken.language, spoken.level].filter(Boolean).join(' '), null, -1);
  for (const certificate of resume.certificates) add('certificate', certificate, null, -1);
  for (const soft of resume.softSkills) add('soft', soft, null, -1);
  return evidence;
}
