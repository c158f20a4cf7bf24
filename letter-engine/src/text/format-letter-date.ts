import type { Language } from '../rules/limits.ts';

const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// The product serves French job seekers: a letter written at 00:30 in Paris is dated that day even
// when the server clock runs on UTC.
const DEFAULT_TIME_ZONE = 'Europe/Paris';

// Building a formatter costs far more than using one: one per time zone, kept.
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function calendarDay(date: Date, timeZone: string): { day: number; month: number; year: number } {
  let formatter = FORMATTERS.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'numeric', year: 'numeric' });
    FORMATTERS.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const read = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
  return { day: read('day'), month: read('month'), year: read('year') };
}

/** A month's name in the letter's language: 'janvier', 'January'. */
export function monthName(month: number, language: Language): string {
  return (language === 'french' ? MONTHS_FR : MONTHS_EN)[month - 1] ?? '';
}

/**
 * Formats the date line of a letter: French '22 novembre 2026' (with '1er' for the first of the
 * month, as French typography requires), English '22 November 2026'. The calendar day is read in
 * `timeZone` (Europe/Paris unless told otherwise).
 */
export function formatLetterDate(date: Date, language: Language, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { day, month, year } = calendarDay(date, timeZone);
  if (language === 'french') return `${day === 1 ? '1er' : day} ${MONTHS_FR[month - 1]} ${year}`;
  return `${day} ${MONTHS_EN[month - 1]} ${year}`;
}
