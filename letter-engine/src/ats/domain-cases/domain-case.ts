import type { Language } from '../../rules/limits.ts';

/**
 * A realistic posting and CV of one trade, with what a recruiter reading both would expect the ATS
 * analysis to list. Test data for domain-keywords.test.ts.
 */
export type DomainCase = {
  name: string;
  language: Language;
  posting: string;
  resume: string;
  /** Keywords (as shown) the analysis must list and find in the CV. */
  matched: readonly string[];
  /** Keywords (as shown) the analysis must list and not find in the CV. */
  missing: readonly string[];
  /** Of those, the ones only asked as a plus. */
  nice?: readonly string[];
  /** Words that must not appear in any keyword (company, benefits, contract, places). */
  absent: readonly string[];
};
