/**
 * Size limits and business constants shared by the api and the browser (docs/product.md §5 and §9; the
 * 20,000-character caps bound a request's cost: docs/security-payments.md §3, LLM10).
 */
export const LIMITS = {
  resumeMaxChars: 20000,
  postingMaxChars: 20000,
  emphasisMaxChars: 2000,
  /** docs/product.md §5: the CV must hold at least 50 characters after trimming. */
  resumeMinChars: 50,
  letterMaxChars: 20000,
  /** A letter's title: short enough to read in a list on a phone and in a file name. */
  letterTitleMaxChars: 120,
  /** An application's note and its posting's link (docs/product.md 'Applications'): room for a few lines, bounded. */
  applicationNoteMaxChars: 2000,
  postingUrlMaxChars: 2000,
  /** FAQ promise made real by the api (docs/decisions.md). */
  freeLettersPerMonth: 3,
  /** Pricing promise: premium generation offers three versions (docs/decisions.md). */
  premiumVersions: 3,
} as const;

/** Letter tones offered in the generator (docs/product.md §3). */
export const TONES = ['formal', 'friendly', 'impactful'] as const;
/** Letter languages (docs/product.md §3); French is the default. */
export const LANGUAGES = ['french', 'english'] as const;

export type Tone = (typeof TONES)[number];
export type Language = (typeof LANGUAGES)[number];
