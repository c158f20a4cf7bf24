/**
 * Size limits and business constants shared by the api and the browser (spec §5 and §9; the
 * 20,000-character caps come from issue 4).
 */
export const LIMITS = {
  resumeMaxChars: 20000,
  postingMaxChars: 20000,
  emphasisMaxChars: 2000,
  /** Spec §5: the CV must hold at least 50 characters after trimming. */
  resumeMinChars: 50,
  letterMaxChars: 20000,
  /** FAQ promise made real by the api (DECISIONS.md). */
  freeLettersPerMonth: 3,
  /** Pricing promise: premium generation offers three versions (DECISIONS.md). */
  premiumVersions: 3,
} as const;

/** Letter tones offered in the generator (spec §3). */
export const TONES = ['formal', 'friendly', 'impactful'] as const;
/** Letter languages (spec §3); French is the default. */
export const LANGUAGES = ['french', 'english'] as const;

export type Tone = (typeof TONES)[number];
export type Language = (typeof LANGUAGES)[number];
