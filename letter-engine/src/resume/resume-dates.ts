const MONTH = String.raw`(?:janv(?:ier)?|f[ée]vr?(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|ao[uû]t|sept?(?:embre)?|oct(?:obre)?|nov(?:embre)?|d[ée]c(?:embre)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = String.raw`(?:${MONTH}\s+${YEAR}|\d{1,2}\s*/\s*${YEAR}|${YEAR})`;
const NOW = String.raw`(?:aujourd['’]hui|pr[ée]sent|present|now|current|en cours|actuellement|ce jour|today|à ce jour)`;
const RANGE = String.raw`(?:(?:depuis|since|from|de)\s+)?${DATE}\s*(?:[-–—]|à|to|jusqu['’]à|until)\s*(?:${DATE}|${NOW})|(?:depuis|since)\s+${DATE}|${DATE}`;

/** A date range in a CV line: 'Mars 2021 – aujourd'hui', '2016 - 2020', 'depuis janvier 2022', 'Jan 2022 – Present'. */
export const PERIOD = new RegExp(`(?:^|(?<=[\\s(,|—–-]))(?:${RANGE})(?=$|[\\s),|—–:-])`, 'iu');

/** True when the period runs to today ('aujourd'hui', 'Present', 'depuis…'). */
export function isCurrentPeriod(period: string): boolean {
  return new RegExp(`${NOW}|^(?:depuis|since)\\b`, 'iu').test(period.trim());
}

/** True when a whole line is only a period, as when a CV puts dates on their own line. */
export function isPeriodLine(line: string): boolean {
  const match = PERIOD.exec(line);
  return match !== null && line.replace(match[0], '').replace(/[\s()|,:—–-]/g, '').length === 0;
}

/** The four-digit years of a text, in order ('2018 – 2021' → [2018, 2021]). */
export function yearsIn(text: string): number[] {
  return [...text.matchAll(new RegExp(YEAR, 'g'))].map((match) => Number(match[0]));
}
