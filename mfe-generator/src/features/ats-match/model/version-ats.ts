import { analyzeAts, type AtsAnalysis, type Language, type ReadingOverrides } from '@lettra/letter-engine';

interface VersionAtsInput {
  /** The api's analysis, of the version it made the letter's text (the first of a generation, a refinement's new one). */
  analysed: AtsAnalysis;
  /** That version's index. */
  analysedIndex: number;
  /** The version on screen: its index and its text as shown (with the user's edits). */
  selected: number;
  text: string;
  /** What the letter was written from, as the api read it: the CV, the posting, the corrections of the reading, the letter's language. */
  resume: string;
  jobPosting: string;
  overrides: ReadingOverrides;
  language: Language;
}

/**
 * The ATS match of the version the user is looking at. The api analyses only the version it made the
 * letter's text (generationChecks); another version is analysed here with the same engine function,
 * CV, posting and corrections, so the score and the keywords are those of the letter on screen.
 */
export function versionAts({ analysed, analysedIndex, selected, text, resume, jobPosting, overrides, language }: VersionAtsInput): AtsAnalysis {
  if (selected === analysedIndex) return analysed;
  return analyzeAts({ posting: jobPosting.trim(), resume: resume.trim(), letter: text, language, overrides });
}
