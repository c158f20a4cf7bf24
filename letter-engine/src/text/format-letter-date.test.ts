import { describe, expect, it } from 'vitest';
import { formatLetterDate } from './format-letter-date.ts';

describe('formatLetterDate', () => {
  it.each([
    ['2026-11-22T10:00:00Z', 'french', '22 novembre 2026'],
    ['2026-11-22T10:00:00Z', 'english', '22 November 2026'],
    ['2026-12-01T08:00:00Z', 'french', '1er décembre 2026'],
    ['2026-08-15T08:00:00Z', 'french', '15 août 2026'],
    ['2027-02-01T08:00:00Z', 'english', '1 February 2027'],
  ] as const)('formats %s in %s as %s', (iso, language, expected) => {
    expect(formatLetterDate(new Date(iso), language)).toBe(expected);
  });

  it('reads the calendar day in Paris by default: 23:30 UTC on 31 December is already 1 January', () => {
    expect(formatLetterDate(new Date('2026-12-31T23:30:00Z'), 'french')).toBe('1er janvier 2027');
    expect(formatLetterDate(new Date('2026-12-31T23:30:00Z'), 'french', 'UTC')).toBe('31 décembre 2026');
  });
});
