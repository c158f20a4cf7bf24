import { analyzePosting } from '../posting/analyze-posting.ts';
import type { PostingProfile } from '../posting/posting-profile.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';

/** What a letter must name, as the CV and the posting give it (null or false when they do not). */
export type Essentials = { name: string | null; hasExperience: boolean; company: string | null; position: string | null };

/** The essentials of a CV and a posting already read. */
export function essentialsOf(posting: PostingProfile, resume: ResumeProfile): Essentials {
  return { name: resume.name, hasExperience: resume.jobs.length > 0, company: posting.company, position: posting.position };
}

/** Reads the candidate's name and experience from the CV (headed, bulleted or prose), the company and position from the posting. */
export function readEssentials(posting: string, resume: string): Essentials {
  return essentialsOf(analyzePosting(posting), analyzeResume(resume));
}
