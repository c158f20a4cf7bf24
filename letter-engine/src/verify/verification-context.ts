import { claimReference, type ClaimReference } from '../fact-check/claim-reference.ts';
import { analyzePosting } from '../posting/analyze-posting.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { essentialsOf } from './read-essentials.ts';

/**
 * What every version of one letter is checked against, read once per generation: the texts, the
 * candidate's name, the company and the position when the CV and the posting give them, and what
 * the letter's claims are compared with (see fact-check/claim-reference.ts).
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
  claims: ClaimReference;
};

/** Reads the CV and the posting once, for verifyLetter on each version. */
export function verificationContext(input: { resume: string; jobPosting: string; language: Language }): VerificationContext {
  const resume = sanitizeText(input.resume);
  const posting = sanitizeText(input.jobPosting);
  const resumeProfile = analyzeResume(resume);
  const postingProfile = analyzePosting(posting);
  const { name, company, position } = essentialsOf(postingProfile, resumeProfile);
  return {
    resume,
    posting,
    language: input.language,
    name,
    company,
    position,
    foldedResume: foldText(resume),
    claims: claimReference({ resume, posting, language: input.language, resumeProfile, postingProfile }),
  };
}
