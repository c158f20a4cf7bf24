import type { YearMonth } from './resume-dates.ts';
import { COUNT, countValue } from './resume-numbers.ts';
import type { ReadJob } from './resume-experience.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';

// '5 ans d'expérience', 'plus de 10 ans d'expérience', '3 years of experience', 'expérience de 4 ans',
// "7 years' experience". Never a bare '24 ans', which is an age.
const STATED = [
  new RegExp(`(?<![\\p{L}\\d])(${COUNT}) ?\\+? ?(?:ans|années|years?|yrs)['’]? (?:d['’] ?|of )?(?:exp[ée]riences?|professional experience|work experience)`, 'iu'),
  new RegExp(`\\bexp[ée]rience (?:professionnelle )?de (?:plus de )?(${COUNT}) (?:ans|années)\\b`, 'iu'),
  // 'Je travaille dans la vente depuis quatre ans', 'I have been cooking professionally for three years'.
  // Rule 'a stay stated with the present perfect': 'I have worked in professional kitchens for seven years' (a chef's
  // CV), 'I have worked in logistics offices for just over three years' (a transport administrator's); at least that many.
  new RegExp(
    `\\b(?:je travaille|j['’]exerce|i have been \\p{L}+ing|i['’]ve been \\p{L}+ing|i have worked|i['’]ve worked)\\b[^.;]{0,60}? (?:depuis|for) (?:(?:just |a little |a bit )?over |more than |plus de |un peu plus de )?(${COUNT}) (?:ans|années|years)\\b`,
    'iu',
  ),
];

// Rule 'a trade's years beside it': 'Roofer, 7 years – pitched roofs…' (a roofer's thin CV), 'Bricklayer - 11 yrs.' (a
// bricklayer's), '9 years plastering: skimming, setting…' (a plasterer's), '12 years on site.' (a joiner's): at a line's
// start, a trade the lexicon knows with its years, or years with the work they were spent at, state the career's length.
// English only: a French line's 'Enzo Petit – 19 ans' is an age.
const TRADE_THEN_YEARS = new RegExp(`^([\\p{L}' ]{3,40}?)(?:,| [-–—]) (${COUNT}) ?\\+? ?(?:years|yrs)\\b`, 'gimu');
const YEARS_THEN_WORK = new RegExp(`^(${COUNT}) ?\\+? ?(?:years|yrs) (?:on site|in the trade|(?!running\\b)\\p{L}+ing\\b)`, 'imu');

/** Years of experience the CV states in words, or null. */
export function statedYears(text: string): number | null {
  for (const pattern of STATED) {
    const match = pattern.exec(text);
    const years = match === null ? null : countValue(match[1] ?? '');
    if (years !== null) return years;
  }
  const trade = [...text.matchAll(TRADE_THEN_YEARS)].find((match) => looksLikeJobTitle(match[1] ?? ''));
  return countValue(trade?.[2] ?? YEARS_THEN_WORK.exec(text)?.[1] ?? '');
}

function monthIndex(date: YearMonth): number {
  return date.year * 12 + (date.month ?? 1) - 1;
}

/**
 * Years of experience counted from the jobs: the months their dates cover, overlaps counted once,
 * plus the stays of jobs given without dates ('pendant 3 ans'; a current one, 'depuis 8 ans', runs up to
 * now and overlaps the dated jobs of those years). A current job runs to `today`, or,
 * without it, to its stated stay or the latest year the jobs name (counting short rather than
 * long). Null under one year.
 */
export function countedYears(jobs: readonly ReadJob[], today: Date | undefined): number | null {
  // A seasonal job's years ('Étés 2024 et 2025') say how recent the CV is, though its months are not counted.
  const latest = Math.max(0, ...jobs.flatMap((job) => [job.startYear ?? 0, job.endYear ?? 0]));
  const spans: Array<[number, number]> = [];
  let undated = 0;
  // Where a current job ends: today, else the latest year the jobs name (none: its stay counts alone).
  const now = today !== undefined ? today.getUTCFullYear() * 12 + today.getUTCMonth() : latest > 0 ? latest * 12 : null;
  for (const job of jobs) {
    if (job.start === null) {
      // 'Fleuriste depuis huit ans' above 'première fleuriste de 2020 à 2026': the stay runs up to now and
      // covers the dated jobs of those years, which are not counted again.
      if (job.current && job.months !== null && now !== null) spans.push([now - job.months, now]);
      else undated += job.months ?? 0;
      continue;
    }
    const start = monthIndex(job.start);
    let end: number;
    if (job.end !== null) end = monthIndex(job.end) + (job.end.month === null ? 0 : 1);
    // A current job's stay as the CV states it ('sept. 2021 - aujourd'hui · 3 ans 4 mois', written when the CV
    // was) counts as written, never past today.
    else if (job.months !== null) end = today !== undefined && now !== null ? Math.min(start + job.months, now) : start + job.months;
    else end = today !== undefined ? (now ?? start) : latest * 12;
    spans.push([start, Math.max(start, end)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = undated;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, reached);
    if (end > from) total += end - from;
    reached = Math.max(reached, end);
  }
  const years = Math.floor(total / 12);
  return years >= 1 ? years : null;
}
