import { foldText } from '../text/fold.ts';

/** A month's name or abbreviation, French or English, as a regular expression's source. */
export const MONTH = String.raw`(?:janv(?:ier)?|f[ée]vr?(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|ao[uû]t|sept?(?:embre)?|oct(?:obre)?|nov(?:embre)?|d[ée]c(?:embre)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = String.raw`(?:${MONTH} ${YEAR}|\d{1,2} ?/ ?${YEAR}|${YEAR})`;
const NOW = String.raw`(?:aujourd['’]hui|auj\.?|pr[ée]sent|present|now|current|en cours|actuellement|à ce jour|ce jour|à présent|today|ongoing)`;
// Rule 'a list of seasons is one period': 'Étés 2025 et 2026' (a cashier's thin CV), 'Été 2024 et été 2025' (a
// fast-food crew member's), 'summers 2023 and 2024', and its range, 'Summers 2022 – 2024' (a surveying student's CV, read
// as one summer). Its years are the job's; see isSeasonal for its length.
const SEASON = String.raw`(?:[ée]t[ée]s?|summers?|saisons?|seasons?)`;
const SEASONS = String.raw`${SEASON} ${YEAR}(?:(?:, | et | and | & | ?[-–—] ?)(?:${SEASON} )?${YEAR}){0,5}`;
// Rule 'months of one year': 'Mars – oct. 2022' (a farm worker's CV), 'Avril – juin 2024' (a communication student's),
// 'Févr. – juil. 2026' (a surveyor's): the year written once, after the second month, is both months'.
const MONTHS_OF_A_YEAR = String.raw`${MONTH} ?(?:[-–—]|à|au|to) ?${MONTH} ${YEAR}`;
const RANGE = String.raw`${SEASONS}|${MONTHS_OF_A_YEAR}|(?:(?:depuis|since|from|de) )?${DATE} ?(?:[-–—→]|->|à|au|to|jusqu['’]à|until) ?(?:${DATE}|${NOW})|(?:depuis|since) ${DATE}|${DATE}`;

/**
 * A date range in a CV line: 'Mars 2021 – aujourd'hui', '2016 - 2020', 'depuis janvier 2022',
 * 'Jan 2022 – Present', 'janv. 2020 - aujourd'hui'. Lines are expected with single spaces (see
 * resumeLines), which keeps the pattern linear.
 */
export const PERIOD = new RegExp(`(?:^|(?<=[\\s(,|—–-]))(?:${RANGE})(?=$|[\\s),.;|—–:·-])`, 'iu');

const NOW_PATTERN = new RegExp(`${NOW}|^(?:depuis|since)\\b`, 'iu');
const DATES = new RegExp(`(${MONTH}) (${YEAR})|(\\d{1,2}) ?/ ?(${YEAR})|(${YEAR})`, 'giu');

/** A month of a year; month is 1–12, or null when the CV gives the year only. */
export type YearMonth = { year: number; month: number | null };

/** What a period says: its first and last dates, and whether it runs to today. */
export type PeriodDates = { start: YearMonth | null; end: YearMonth | null; current: boolean };

/** True when the period runs to today ('aujourd'hui', 'Present', 'depuis…'). */
function isCurrentPeriod(period: string): boolean {
  return NOW_PATTERN.test(period.trim());
}

// Month names by their folded first letters; 'juin' and 'juil' need four.
const MONTH_PREFIXES: ReadonlyArray<readonly [string, number]> = [
  ['juin', 6], ['juil', 7], ['jun', 6], ['jul', 7], ['jan', 1], ['fev', 2], ['feb', 2], ['mar', 3], ['avr', 4], ['apr', 4],
  ['mai', 5], ['may', 5], ['aou', 8], ['aug', 8], ['sep', 9], ['oct', 10], ['nov', 11], ['dec', 12],
];

/** A month's number from its name or its abbreviation, French or English ('janv.', 'Sept', 'décembre'). */
export function monthNumber(name: string): number | null {
  const folded = foldText(name);
  return MONTH_PREFIXES.find(([prefix]) => folded.startsWith(prefix))?.[1] ?? null;
}

const SEASONAL = new RegExp(`^${SEASON} `, 'iu');

/** True when a period lists seasons ('Étés 2025 et 2026'): they have no set length, so they add no months to the years of experience. */
export function isSeasonal(period: string): boolean {
  return SEASONAL.test(period.trim());
}

/** Reads the dates of a period ('sept. 2018 – févr. 2021', '2016 - 2020', '03/2019 - aujourd'hui'). */
export function readPeriod(period: string): PeriodDates {
  const months = new RegExp(`^(${MONTH}) ?(?:[-–—]|à|au|to) ?(${MONTH}) (${YEAR})`, 'iu').exec(period.trim());
  if (months !== null) {
    const year = Number(months[3]);
    return { start: { year, month: monthNumber(months[1] ?? '') }, end: { year, month: monthNumber(months[2] ?? '') }, current: false };
  }
  const dates: YearMonth[] = [];
  for (const match of period.matchAll(DATES)) {
    if (match[1] !== undefined) dates.push({ year: Number(match[2]), month: monthNumber(match[1]) });
    else if (match[3] !== undefined) {
      const month = Number(match[3]);
      dates.push({ year: Number(match[4]), month: month >= 1 && month <= 12 ? month : null });
    } else dates.push({ year: Number(match[5]), month: null });
  }
  const current = isCurrentPeriod(period);
  return { start: dates[0] ?? null, end: current ? null : (dates[1] ?? dates[0] ?? null), current };
}

const DURATION = /^(?:(\d{1,2}) ?(?:ans?|années?|years?|yrs?)(?: (?:et )?(\d{1,2}) ?(?:mois|months?|mos?))?|(\d{1,2}) ?(?:mois|months?|mos?))$/i;

/** A stay as LinkedIn writes it after a period: '4 ans 2 mois', '1 an', '3 yrs 2 mos' → months. */
export function durationMonths(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (match === null) return null;
  if (match[3] !== undefined) return Number(match[3]);
  return Number(match[1]) * 12 + Number(match[2] ?? 0);
}

/** A line that holds only a period, possibly followed by its duration ('janv. 2020 - aujourd'hui · 4 ans 2 mois'). */
export type PeriodLine = { period: string; months: number | null };

/** Reads a line made of a period alone (dates on their own line), or null. */
export function readPeriodLine(line: string): PeriodLine | null {
  const [dates = '', duration = ''] = line.split(' · ');
  const match = PERIOD.exec(dates);
  if (match === null || dates.replace(match[0], '').replace(/[\s()|,:—–-]/g, '').length > 0) return null;
  const months = duration === '' ? null : durationMonths(duration);
  if (duration !== '' && months === null) return null;
  return { period: match[0].trim(), months };
}

/** The four-digit years of a text, in order ('2018 – 2021' → [2018, 2021]). */
export function yearsIn(text: string): number[] {
  return [...text.matchAll(new RegExp(`\\b${YEAR}\\b`, 'g'))].map((match) => Number(match[0]));
}
