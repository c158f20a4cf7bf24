import { describe, expect, it } from 'vitest';
import { startOfLocalMonth } from './free-quota.ts';

describe('startOfLocalMonth', () => {
  // Months start at local midnight: in Paris that is 23:00 or 22:00 UTC the day before, by season.
  const cases = [
    { case: 'mid-March in Paris (winter time)', instant: '2026-03-15T10:00:00Z', zone: 'Europe/Paris', start: '2026-02-28T23:00:00.000Z' },
    { case: 'the last evening of March in Paris', instant: '2026-03-31T21:59:59.999Z', zone: 'Europe/Paris', start: '2026-02-28T23:00:00.000Z' },
    { case: 'the first minute of April in Paris (summer time)', instant: '2026-03-31T22:00:00Z', zone: 'Europe/Paris', start: '2026-03-31T22:00:00.000Z' },
    { case: 'New Year in Paris', instant: '2026-12-31T23:30:00Z', zone: 'Europe/Paris', start: '2026-12-31T23:00:00.000Z' },
    { case: 'a month in Montréal', instant: '2026-07-01T03:00:00Z', zone: 'America/Montreal', start: '2026-06-01T04:00:00.000Z' },
  ];

  it.each(cases)('starts $case at $start', ({ instant, zone, start }) => {
    expect(startOfLocalMonth(new Date(instant), zone).toISOString()).toBe(start);
  });
});
