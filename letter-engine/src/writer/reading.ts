import { analyzePosting } from '../posting/analyze-posting.ts';
import type { PostingProfile } from '../posting/posting-profile.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';
import { statedYears } from '../resume/resume-years.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { chosenLines, correctedPosting, correctedResume, withoutDropped, type ReadingOverrides } from './reading-overrides.ts';

/**
 * What Lettra understood of one CV and one posting, read once: every part of the writer takes this,
 * never the raw texts again. `statedYears` is the figure the CV itself gives ('4 ans d'expérience'),
 * never one counted from dates: a letter states years only as the CV does.
 */
export type Reading = {
  resume: ResumeProfile;
  posting: PostingProfile;
  resumeText: string;
  postingText: string;
  statedYears: number | null;
  /** The CV lines (folded) the user chose to argue a requirement with: told first (reading-overrides.ts). */
  chosen: Set<string>;
  /** The requirements the user unticked: a CV line that answers only these is not told. */
  dropped: string[];
};

/** Reads the CV and the posting; what the user corrected on the generator's steps replaces what was read. */
export function read(resume: string, posting: string, today: Date, overrides: ReadingOverrides = {}): Reading {
  const resumeText = sanitizeText(resume);
  return {
    resume: correctedResume(analyzeResume(resumeText, { today }), overrides),
    posting: correctedPosting(analyzePosting(posting), overrides),
    resumeText,
    postingText: withoutDropped(posting, overrides),
    statedYears: statedYears(resumeText),
    chosen: chosenLines(overrides),
    dropped: [...(overrides.droppedRequirements ?? [])],
  };
}
