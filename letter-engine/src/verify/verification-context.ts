import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { readEssentials } from './read-essentials.ts';

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
  const { name, company, position } = readEssentials(posting, resume);
  return {
    resume,
    posting,
    language: input.language,
    name,
    company,
    position,
    foldedResume: foldText(resume),
  };
}
