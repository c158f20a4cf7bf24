import { analyzeAts, findUnsupportedClaims, type AnalysisMatchResponse, type Language } from '@lettra/letter-engine';

interface MatchInput {
  resume: string;
  jobPosting: string;
  letter?: string | undefined;
  language: Language;
}

/**
 * ATS keyword analysis and fact check on demand (docs/decisions.md 'ATS keyword optimisation'), for a
 * letter the user edited or picked among the versions. Pure computation: nothing is read or stored.
 */
export function createAnalysisService() {
  return {
    match({ resume, jobPosting: posting, letter, language }: MatchInput): AnalysisMatchResponse {
      return {
        ats: analyzeAts({ posting, resume, language, ...(letter !== undefined ? { letter } : {}) }),
        unsupportedClaims: letter ? findUnsupportedClaims({ resume, letter, language, posting }) : [],
      };
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
