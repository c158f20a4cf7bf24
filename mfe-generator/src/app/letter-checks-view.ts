import type { MissingEssential } from '@lettra/letter-engine';
import type { LetterWarning } from '@lettra/contracts';

/** What the result view says of the checks for the version on screen. */
export interface LetterChecksView {
  /** The warnings to list next to the letter (claims the fact check already lists are left out). */
  warnings: LetterWarning[];
  /** The fact check may say 'everything is in your CV'. */
  conclusive: boolean;
}

/**
 * Decides what the checks of one version show. The fact check concludes only when the CV could be
 * read (a name and some experience were found) and no part of the letter the user cannot see
 * fails it: otherwise a green check would reassure without having earned it.
 */
export function letterChecksView(input: {
  notices: readonly MissingEssential[];
  warnings: readonly LetterWarning[];
  claims: readonly string[];
}): LetterChecksView {
  const unreadableCv = input.notices.some((notice) => notice.code === 'name' || notice.code === 'experience');
  const claimWarning = input.warnings.some((warning) => warning.code === 'unsupported_claim');
  const claimsListed = input.claims.length > 0;
  return {
    warnings: input.warnings.filter((warning) => warning.code !== 'unsupported_claim' || !claimsListed),
    conclusive: !unreadableCv && !(claimWarning && !claimsListed),
  };
}
