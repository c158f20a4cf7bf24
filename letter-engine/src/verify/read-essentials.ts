import { parsePosting } from '../posting/parse-posting.ts';
import { extractResumeFacts } from '../resume/resume-facts.ts';

/** What a letter must name, as the CV and the posting give it (null or false when they do not). */
export type Essentials = { name: string | null; hasExperience: boolean; company: string | null; position: string | null };

/** Reads the candidate's name and experience from the CV, the company and position from the posting. */
export function readEssentials(posting: string, resume: string): Essentials {
  const { company, position } = parsePosting(posting);
  const facts = extractResumeFacts(resume);
  return { name: facts.name, hasExperience: facts.experiences.length > 0, company, position };
}
