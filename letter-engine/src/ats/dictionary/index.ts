import { BUSINESS_TERMS } from './business.ts';
import { CREDENTIAL_TERMS } from './credentials.ts';
import { SOFT_SKILL_TERMS } from './soft-skills.ts';
import { TECH_TERMS } from './tech.ts';
import type { TermEntry } from './term.ts';

export type { TermEntry, TermKind } from './term.ts';

/** Every curated term, French and English, that the ATS analysis and the fact check recognise. */
export const DICTIONARY: readonly TermEntry[] = [...TECH_TERMS, ...BUSINESS_TERMS, ...CREDENTIAL_TERMS, ...SOFT_SKILL_TERMS];
