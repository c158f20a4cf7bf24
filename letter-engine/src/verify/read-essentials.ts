import type { PostingProfile } from '../posting/posting-profile.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';

/** What a letter must name, as the CV and the posting give it (null or false when they do not). */
export type Essentials = { name: string | null; hasExperience: boolean; company: string | null; position: string | null };

/** The essentials of a CV and a posting already read. */
export function essentialsOf(posting: PostingProfile, resume: ResumeProfile): Essentials {
  return { name: resume.name, hasExperience: resume.jobs.length > 0, company: posting.company, position: posting.position };
}
