import { foldText } from '../text/fold.ts';
import { yearsIn } from './resume-dates.ts';

/** One degree of the CV, as written there. */
export type ResumeEducation = { degree: string; school: string | null; year: number | null };

// Words that name a degree, in French and English CVs (folded).
const DEGREE_WORD =
  /\b(?:master|mastere|licence|bachelor|msc|bsc|ba|ma|beng|meng|mba|phd|doctorat|bts|dut|but|dcg|dscg|cap|bep|bac|baccalaureat|diplome|degree|titre|certificat|ingenieur|deug|dea|dess|m1|m2|l3)\b/;
const SCHOOL_WORD =
  /\b(?:universite|university|universidad|ecole|school|college|iae|iut|institut|institute|lycee|insa|polytechnique|sciences po|hec|essec|escp|edhec|em lyon|emlyon|neoma|skema|kedge|cnam|academy|academie|faculte)\b/;

function tidy(part: string): string {
  return part.replace(/^[\s,;:|—–-]+|[\s,;:|—–-]+$/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Reads the degrees of a CV's education section: each line naming a degree ('Master
 * Informatique, Université Claude Bernard Lyon 1 — 2018', '2016 : Master Management de la supply
 * chain — IAE Lyon', 'MSc in Business Analytics, University College Dublin, 2020') gives the
 * degree, the school when named, and the last year on the line.
 */
export function parseEducation(lines: readonly string[]): ResumeEducation[] {
  const degrees: ResumeEducation[] = [];
  for (const line of lines) {
    const years = yearsIn(line);
    const withoutYears = line.replace(/\(?\b(?:19|20)\d{2}\b\)?(?:\s*[-–—]\s*\(?\b(?:19|20)\d{2}\b\)?)?/g, ' ');
    const parts = withoutYears
      .replace(/^[\s•*-]+/, '')
      .split(/\s*[|—–,]\s*|\s+-\s+|\s*:\s+/)
      .map(tidy)
      .filter((part) => part.length > 1);
    const degree = parts.find((part) => DEGREE_WORD.test(foldText(part)) && !SCHOOL_WORD.test(foldText(part)));
    if (degree === undefined || degree.split(' ').length > 10) continue;
    const school = parts.find((part) => part !== degree && SCHOOL_WORD.test(foldText(part))) ?? null;
    degrees.push({ degree, school, year: years.length > 0 ? (years[years.length - 1] ?? null) : null });
  }
  return degrees;
}
