import { ADMINISTRATION_CASES } from './administration.ts';
import { CARE_CASES } from './care.ts';
import { CONSTRUCTION_CASES } from './construction.ts';
import type { DomainCase } from './domain-case.ts';
import { EDUCATION_CASES } from './education.ts';
import { FINANCE_CASES } from './finance.ts';
import { HEALTH_CASES } from './health.ts';
import { HOSPITALITY_CASES } from './hospitality.ts';
import { HR_CASES } from './hr.ts';
import { LOGISTICS_CASES } from './logistics.ts';
import { PRODUCT_DATA_CASES } from './product-data.ts';
import { RETAIL_CASES } from './retail.ts';

export type { DomainCase } from './domain-case.ts';

/** Every trade's posting and CV pairs, by trade. */
export const DOMAIN_CASES: Readonly<Record<string, readonly DomainCase[]>> = {
  health: HEALTH_CASES,
  care: CARE_CASES,
  hospitality: HOSPITALITY_CASES,
  retail: RETAIL_CASES,
  logistics: LOGISTICS_CASES,
  construction: CONSTRUCTION_CASES,
  education: EDUCATION_CASES,
  administration: ADMINISTRATION_CASES,
  finance: FINANCE_CASES,
  hr: HR_CASES,
  'product and data': PRODUCT_DATA_CASES,
};
