import { analyzePosting } from '../posting/analyze-posting.ts';
import type { PostingProfile } from '../posting/posting-profile.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';
import { statedYears } from '../resume/resume-years.ts';
import { sanitizeText } from '../text/sanitize.ts';

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
};

export function read(resume: string, posting: string, today: Date): Reading {
  const resumeText = sanitizeText(resume);
  return {
    resume: analyzeResume(resumeText, { today }),
    posting: analyzePosting(posting),
    resumeText,
    postingText: posting,
    statedYears: statedYears(resumeText),
  };
}
