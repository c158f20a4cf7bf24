import { claimReference, type ClaimReference } from '../fact-check/claim-reference.ts';
import { analyzePosting } from '../posting/analyze-posting.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { correctedPosting, correctedResume, type ReadingOverrides } from '../writer/reading-overrides.ts';

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

/**
 * Reads the CV and the posting once, for verifyLetter on each version. What the user corrected
 * (the company, the position, the name) is what the letter is checked against.
 */
export function verificationContext(input: { resume: string; jobPosting: string; language: Language }, overrides: ReadingOverrides = {}): VerificationContext {
  const resume = sanitizeText(input.resume);
  const posting = sanitizeText(input.jobPosting);
  const resumeProfile = correctedResume(analyzeResume(resume), overrides);
  const postingProfile = correctedPosting(analyzePosting(posting), overrides);
  return {
    resume,
    posting,
    language: input.language,
    name: resumeProfile.name,
    company: postingProfile.company,
    position: postingProfile.position,
    foldedResume: foldText(resume),
    claims: claimReference({ resume, posting, language: input.language, resumeProfile, postingProfile }),
  };
}
