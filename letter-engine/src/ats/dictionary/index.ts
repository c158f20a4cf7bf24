import { ADMINISTRATION_TERMS } from './administration.ts';
import { BUSINESS_TERMS } from './business.ts';
import { CARE_TERMS } from './care.ts';
import { AUTOMOTIVE_TERMS } from './automotive.ts';
import { LOCKSMITH_TERMS } from './locksmith.ts';
import { CONSTRUCTION_TERMS } from './construction.ts';
import { CREDENTIAL_TERMS } from './credentials.ts';
import { CYCLE_TERMS } from './cycles.ts';
import { EVENT_TERMS } from './events.ts';
import { ROPE_ACCESS_TERMS } from './rope-access.ts';
import { EDUCATION_TERMS } from './education.ts';
import { FINANCE_TERMS } from './finance.ts';
import { HEALTH_TERMS } from './health.ts';
import { HOSPITALITY_TERMS } from './hospitality.ts';
import { HR_TERMS } from './hr.ts';
import { LOGISTICS_TERMS } from './logistics.ts';
import { RETAIL_TERMS } from './retail.ts';
import { SOFT_SKILL_TERMS } from './soft-skills.ts';
import { TECH_TERMS } from './tech.ts';
import { TRANSLATION_TERMS } from './translation.ts';
import { VISITOR_SERVICES_TERMS } from './visitor-services.ts';
import type { TermEntry } from './term.ts';

export { makesClaim, type TermEntry, type TermKind } from './term.ts';

/** Every curated term, French and English, that the ATS analysis and the fact check recognise. */
export const DICTIONARY: readonly TermEntry[] = [
  ...TECH_TERMS,
  ...BUSINESS_TERMS,
  ...FINANCE_TERMS,
  ...HR_TERMS,
  ...ADMINISTRATION_TERMS,
  ...LOGISTICS_TERMS,
  ...RETAIL_TERMS,
  ...HOSPITALITY_TERMS,
  ...VISITOR_SERVICES_TERMS,
  ...HEALTH_TERMS,
  ...CARE_TERMS,
  ...EDUCATION_TERMS,
  ...CONSTRUCTION_TERMS,
  ...AUTOMOTIVE_TERMS,
  ...LOCKSMITH_TERMS,
  ...CYCLE_TERMS,
  ...EVENT_TERMS,
  ...ROPE_ACCESS_TERMS,
  ...TRANSLATION_TERMS,
  ...CREDENTIAL_TERMS,
  ...SOFT_SKILL_TERMS,
];
