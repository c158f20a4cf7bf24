import { indexResume } from '../../ats/text-index.ts';
import { claimsAgainst } from '../../fact-check/find-unsupported-claims.ts';
import type { Language } from '../../rules/limits.ts';
import { sanitizeText } from '../../text/sanitize.ts';

/** True when a phrase claims nothing the CV does not support. */
export type ClaimGuard = (text: string) => boolean;

/**
 * Builds the check every phrase taken from the posting goes through before it enters a letter
 * (the company's presentation, its missions): the same rule as the fact check the result view
 * runs (find-unsupported-claims.ts), with the CV indexed once. The posting's company and position
 * names are no claims.
 */
export function claimGuard(resume: string, names: ReadonlyArray<string | null>, language: Language): ClaimGuard {
  const index = indexResume(sanitizeText(resume));
  const patterns = names
    .filter((name): name is string => name !== null && name.length > 1)
    .map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'));
  return (text) => {
    let blanked = text;
    for (const pattern of patterns) blanked = blanked.replace(pattern, (found) => ' '.repeat(found.length));
    return claimsAgainst(index, blanked, language).length === 0;
  };
}
