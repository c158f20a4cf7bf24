// Wall-clock arithmetic in one IANA time zone with Intl only: the promotion ends at local midnight
// (docs/product.md §1), and Node has no zoned date type yet.

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The calendar day an instant falls on in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

// How far the zone's wall clock is ahead of UTC at an instant, in ms.
function offsetAt(instantMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  const clock = wallClock(new Date(wholeSecond), timeZone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - wholeSecond;
}

/** The instant at which a local day begins (00:00:00.000) in `timeZone`. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  // Date.UTC normalises overflowing days, so `day + 1` on the 31st is the next month's 1st.
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const firstGuess = wall - offsetAt(wall, timeZone);
  // The offset at the guess may differ from the offset at `wall` around a DST change: correct once.
  return new Date(wall - offsetAt(firstGuess, timeZone));
}

/** The last millisecond of a local day (23:59:59.999) in `timeZone`. */
export function endOfLocalDay(date: LocalDate, timeZone: string): Date {
  const next = startOfLocalDay({ ...date, day: date.day + 1 }, timeZone);
  return new Date(next.getTime() - 1);
}
