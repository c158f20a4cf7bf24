import { describe, expect, it } from 'vitest';
import { frenchDate } from './letter-view.ts';

describe('frenchDate', () => {
  it('gives the calendar day of each time zone, however often and in whatever order it is asked', () => {
    // 23:30 UTC: already the 16th in Paris, still the 15th in New York.
    const lateEvening = new Date('2026-03-15T23:30:00.000Z');
    const asked = [
      ['Europe/Paris', '16/03/2026'],
      ['America/New_York', '15/03/2026'],
      ['Europe/Paris', '16/03/2026'],
      ['America/New_York', '15/03/2026'],
    ] as const;
    for (const [timeZone, day] of asked) expect(frenchDate(lateEvening, timeZone)).toBe(day);
    expect(frenchDate(new Date('2026-03-16T09:00:00.000Z'), 'America/New_York')).toBe('16/03/2026');
  });
});
