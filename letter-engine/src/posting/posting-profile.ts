import type { Language } from '../rules/limits.ts';

/**
 * Everything the letter needs from a job posting, read by analyzePosting (posting/analyze-posting.ts).
 * Each list keeps the posting's own wording, one item per line or bullet, in the posting's order;
 * a field is null or empty when the posting does not say it.
 */
export type PostingProfile = {
  /** The posting's language; null when too short or mixed to tell. */
  language: Language | null;
  company: string | null;
  /** The job title without gender markers ('(H/F)'), contract or place. */
  position: string | null;
  /** The city in its usual spelling ('Paris 9e' → 'Paris'), else the place as written ('Aubagne'), or 'Remote'. */
  location: string | null;
  /**
   * The kind of contract in its usual short form ('CDI', 'CDD de 6 mois', 'Stage', 'Alternance',
   * 'Intérim', 'Permanent', 'Fixed-term'); only the working time ('Full-time', 'Temps plein') when
   * that is all the posting says.
   */
  contract: string | null;
  /** What the company says about itself ('Clinéo, réseau de 14 cliniques…'), whole sentences. */
  companyDescription: string[];
  /** What the hire will do (the missions / responsibilities section). */
  missions: string[];
  /** What the candidate must have (the profile / requirements section, minus nice-to-haves). */
  required: string[];
  /** What is a plus ('Un plus :', 'Nice to have', 'idéalement', 'serait un atout'). */
  niceToHave: string[];
  /** An agency's posting for a client it does not name ('Notre client, PME industrielle…'): the company is the agency. */
  forUnnamedClient: boolean;
};
