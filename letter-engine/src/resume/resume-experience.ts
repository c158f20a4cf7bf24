import { looksLikeJobTitle } from '../text/job-titles.ts';
import { cityOf } from '../text/places.ts';
import { isCurrentPeriod, isPeriodLine, PERIOD } from './resume-dates.ts';

/** One job of the CV, as written there. */
export type ResumeExperience = {
  role: string;
  employer: string | null;
  period: string | null;
  current: boolean;
  /** The job's bullet points or description lines, without bullets or final punctuation. */
  highlights: string[];
};

const BULLET = /^\s*[-•*▪►✓✔–—○◦·]\s*/;
// Employers and roles longer than this are sentences that a layout heuristic misread.
const MAX_ROLE_WORDS = 9;
const MAX_EMPLOYER_WORDS = 6;

function tidy(part: string): string {
  return part.replace(/\(\s*\)/g, '').replace(/^[\s,;:|—–-]+|[\s,;:|—–-]+$/g, '').replace(/\s+/g, ' ').trim();
}

function isPlace(part: string): boolean {
  return cityOf(part) !== null || /^\(?\d{2,3}\)?$/.test(part) || /^(?:france|uk|ireland|usa|remote|télétravail)$/i.test(part);
}

// 'Développeuse Full Stack — Cloudia, Lyon', 'Backend Engineer at Monzo, London', 'Responsable
// d'exploitation | Geodis, Saint-Quentin-Fallavier', 'Assistante marketing chez Lumio (Paris)'.
function readRoleAndEmployer(text: string): { role: string; employer: string | null } | null {
  const withoutPlaceInParens = text.replace(/\(([^)]*)\)/g, (whole, inner: string) => (isPlace(inner.trim()) ? '' : whole));
  const at = /^(.+?)\s+(?:chez|at|@|auprès de|au sein de|pour)\s+(.+)$/i.exec(withoutPlaceInParens);
  if (at?.[1] && at[2] && looksLikeJobTitle(at[1])) {
    return { role: tidy(at[1]), employer: tidy(at[2].split(/[,|—–]|\s-\s/)[0] ?? '') || null };
  }
  const parts = withoutPlaceInParens
    .split(/\s*[|—–·•,]\s*|\s+-\s+/)
    .map(tidy)
    .filter((part) => part.length > 0 && !isPlace(part));
  const roleIndex = parts.findIndex(looksLikeJobTitle);
  const role = parts[roleIndex === -1 ? 0 : roleIndex];
  if (role === undefined) return null;
  const employer = parts.find((_part, index) => index !== (roleIndex === -1 ? 0 : roleIndex)) ?? null;
  return { role, employer };
}

function isHeader(line: string): boolean {
  if (BULLET.test(line) || /[.;]$/.test(line.trim())) return false;
  const words = line.split(/\s+/).length;
  const hasPeriod = PERIOD.test(line);
  if (words > 16) return false;
  return (hasPeriod && words <= 16) || (looksLikeJobTitle(line) && words <= 12 && /\s(?:chez|at|@)\s|[|—–,]|\s-\s/.test(line));
}

function highlightText(line: string): string {
  return line.replace(BULLET, '').replace(/[\s.;]+$/, '').trim();
}

/**
 * Reads the jobs of a CV's experience section. A job starts at a header line holding a role and
 * usually an employer and a period, in the common layouts ('Role — Employer, City | Period',
 * 'Period | Role | Employer', 'Role at Employer (Period)', 'Role chez Employer, depuis …', or the
 * period on its own line just above or below). The lines under it are its highlights. Jobs are
 * returned as written (CVs list the most recent first), with a current job moved to the front.
 */
export function parseExperiences(lines: readonly string[]): ResumeExperience[] {
  const jobs: ResumeExperience[] = [];
  let pendingPeriod: string | null = null;
  for (const line of lines) {
    const last = jobs[jobs.length - 1];
    if (isPeriodLine(line)) {
      const period = tidy(line);
      if (last && last.period === null && last.highlights.length === 0) {
        last.period = period;
        last.current = isCurrentPeriod(period);
      } else pendingPeriod = period;
      continue;
    }
    if (isHeader(line)) {
      const period = PERIOD.exec(line)?.[0] ?? pendingPeriod;
      const parsed = readRoleAndEmployer(PERIOD.exec(line) ? line.replace(PERIOD, ' ') : line);
      if (parsed && parsed.role.split(' ').length <= MAX_ROLE_WORDS) {
        const employer = parsed.employer !== null && parsed.employer.split(' ').length <= MAX_EMPLOYER_WORDS ? parsed.employer : null;
        const tidyPeriod = period === null ? null : tidy(period);
        jobs.push({ role: parsed.role, employer, period: tidyPeriod, current: tidyPeriod !== null && isCurrentPeriod(tidyPeriod), highlights: [] });
        pendingPeriod = null;
        continue;
      }
    }
    const highlight = highlightText(line);
    if (last && highlight.length > 0) last.highlights.push(highlight);
  }
  const currentIndex = jobs.findIndex((job) => job.current);
  if (currentIndex > 0) jobs.unshift(...jobs.splice(currentIndex, 1));
  return jobs;
}
