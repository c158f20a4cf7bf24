import { parsePosting } from '../posting/parse-posting.ts';
import { extractResumeFacts } from '../resume/resume-facts.ts';
import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';

/**
 * What every version of one letter is checked against, read once per generation: the texts, and
 * the candidate's name, the company and the position when the CV and the posting give them.
 */
export type VerificationContext = {
  resume: string;
  posting: string;
  language: Language;
  name: string | null;
  company: string | null;
  position: string | null;
  /** The CV folded (foldText), to tell a CV's own words from a letter's inventions. */
  foldedResume: string;
};

/** Reads the CV and the posting once, for verifyLetter on each version. */
export function verificationContext(input: { resume: string; jobPosting: string; language: Language }): VerificationContext {
  const resume = sanitizeText(input.resume);
  const posting = sanitizeText(input.jobPosting);
  const { company, position } = parsePosting(posting);
  return {
    resume,
    posting,
    language: input.language,
    name: extractResumeFacts(resume).name,
    company,
    position,
    foldedResume: foldText(resume),
  };
}
