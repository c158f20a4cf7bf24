import { localDateOf, startOfLocalDay } from '../premium/time-zone.ts';

/**
 * The instant the calendar month of `instant` began in `timeZone`: the free quota is '3 letters per
 * month' (FAQ), and a French user's month starts at midnight in Paris, not in UTC.
 */
export function startOfLocalMonth(instant: Date, timeZone: string): Date {
  const { year, month } = localDateOf(instant, timeZone);
  return startOfLocalDay({ year, month, day: 1 }, timeZone);
}
