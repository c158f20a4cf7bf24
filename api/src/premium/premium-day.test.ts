import { describe, expect, it } from 'vitest';
import { createPromotionClock, promotionEndsAt } from './premium-day.ts';

describe('promotionEndsAt', () => {
  // Times are UTC instants; Paris is UTC+1 in winter and UTC+2 in summer. The DST rows exist
  // because those days are 23 and 25 hours long, and midnight must still come out right.
  const cases = [
    { setting: 'rolling', now: '2026-03-15T10:00:00.000Z', ends: '2026-03-15T22:59:59.999Z', why: 'a winter day' },
    { setting: 'rolling', now: '2026-07-01T21:30:00.000Z', ends: '2026-07-01T21:59:59.999Z', why: '23:30 in Paris, summer' },
    { setting: 'rolling', now: '2026-07-01T22:30:00.000Z', ends: '2026-07-02T21:59:59.999Z', why: 'already the next day in Paris' },
    { setting: 'rolling', now: '2026-03-29T00:30:00.000Z', ends: '2026-03-29T21:59:59.999Z', why: 'the spring-forward day' },
    { setting: 'rolling', now: '2026-10-25T12:00:00.000Z', ends: '2026-10-25T22:59:59.999Z', why: 'the fall-back day' },
    { setting: 'rolling', now: '2026-12-31T23:30:00.000Z', ends: '2027-01-01T22:59:59.999Z', why: 'new year in Paris first' },
    { setting: 'off', now: '2026-03-15T10:00:00.000Z', ends: null, why: 'the promotion is off' },
    { setting: '2026-06-21', now: '2026-06-20T21:59:59.999Z', ends: null, why: 'the eve of the campaign day' },
    { setting: '2026-06-21', now: '2026-06-20T22:00:00.000Z', ends: '2026-06-21T21:59:59.999Z', why: 'its first millisecond' },
    { setting: '2026-06-21', now: '2026-06-21T21:59:59.999Z', ends: '2026-06-21T21:59:59.999Z', why: 'its last millisecond' },
    { setting: '2026-06-21', now: '2026-06-21T22:00:00.000Z', ends: null, why: 'the day after' },
  ] as const;

  it.each(cases)('gives $ends for $setting at $now ($why)', ({ setting, now, ends }) => {
    const parsed = setting === 'rolling' || setting === 'off' ? setting : { date: setting };
    expect(promotionEndsAt(parsed, new Date(now), 'Europe/Paris')?.toISOString() ?? null).toBe(ends);
  });

  it('is answered the same by the clock that remembers the day, whatever order the instants come in', () => {
    const settings = ['rolling', 'off', { date: '2026-06-21' }] as const;
    // Every case's instant, a millisecond either side of it, then the same backwards: days are entered, left and re-entered.
    const instants = cases.flatMap(({ now }) => [-1, 0, 1].map((shift) => new Date(new Date(now).getTime() + shift)));
    for (const setting of settings) {
      const clock = createPromotionClock(setting, 'Europe/Paris');
      for (const instant of [...instants, ...instants.toReversed()]) {
        expect(clock(instant)?.toISOString() ?? null).toBe(promotionEndsAt(setting, instant, 'Europe/Paris')?.toISOString() ?? null);
      }
    }
  });

  it('follows the configured time zone', () => {
    const ends = promotionEndsAt('rolling', new Date('2026-03-15T10:00:00.000Z'), 'America/New_York');
    expect(ends?.toISOString()).toBe('2026-03-16T03:59:59.999Z');
  });
});
