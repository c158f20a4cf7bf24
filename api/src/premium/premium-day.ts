import type { PremiumDaySetting } from '../config.ts';
import { endOfLocalDay, localDateOf, startOfLocalDay } from './time-zone.ts';

/**
 * When the premium-day promotion ends, if it applies at `now`; null when it does not.
 * `rolling` is the spec's behaviour (§1: premium for everyone until 23:59:59.999 of the current
 * day), computed in the app's time zone rather than the browser's; a date runs that whole day.
 */
export function promotionEndsAt(setting: PremiumDaySetting, now: Date, timeZone: string): Date | null {
  if (setting === 'off') return null;
  if (setting === 'rolling') return endOfLocalDay(localDateOf(now, timeZone), timeZone);
  const [year, month, day] = setting.date.split('-').map(Number) as [number, number, number];
  const start = startOfLocalDay({ year, month, day }, timeZone);
  const end = endOfLocalDay({ year, month, day }, timeZone);
  return now >= start && now <= end ? end : null;
}

/**
 * `promotionEndsAt` for one setting and time zone, worked out once per local day: the answer
 * depends only on the calendar day `now` falls on, and the session check asks for it on every
 * request (a few Intl calls each time otherwise). Any instant, earlier ones included, is answered
 * right: the day is computed again whenever `now` leaves the one remembered.
 */
export function createPromotionClock(setting: PremiumDaySetting, timeZone: string): (now: Date) => Date | null {
  let day: { start: number; end: number; promotionEnd: Date | null } | null = null;
  return (now) => {
    const instant = now.getTime();
    if (day === null || instant < day.start || instant > day.end) {
      const date = localDateOf(now, timeZone);
      day = {
        start: startOfLocalDay(date, timeZone).getTime(),
        end: endOfLocalDay(date, timeZone).getTime(),
        promotionEnd: promotionEndsAt(setting, now, timeZone),
      };
    }
    return day.promotionEnd;
  };
}
