import type { AtsKeyword } from '@lettra/letter-engine';

/**
 * Splits the posting's keywords into found (in the CV or the letter, as the score counts them) and
 * missing; required ones first in each list, then the posting's order.
 */
export function splitKeywords(keywords: readonly AtsKeyword[]): { found: AtsKeyword[]; missing: AtsKeyword[] } {
  const requiredFirst = [...keywords].sort((a, b) => Number(b.weight === 'required') - Number(a.weight === 'required'));
  return {
    found: requiredFirst.filter((keyword) => keyword.inResume || keyword.inLetter === true),
    missing: requiredFirst.filter((keyword) => !keyword.inResume && keyword.inLetter !== true),
  };
}
