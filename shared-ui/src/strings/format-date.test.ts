import { formatFrenchDate, formatFrenchTime } from './format-date.ts';

describe('formatFrenchDate', () => {
  it.each([
    [new Date(2025, 11, 31, 23, 59), '31/12/2025'],
    // Day and month are zero-padded (docs/product.md §9: dd/mm/yyyy).
    [new Date(2024, 0, 5, 8, 0), '05/01/2024'],
  ])('formats %s as %s', (date, expected) => {
    expect(formatFrenchDate(date)).toBe(expected);
  });

  it('accepts a timestamp', () => {
    expect(formatFrenchDate(new Date(2025, 6, 14).getTime())).toBe('14/07/2025');
  });

  it('refuses an invalid date instead of printing "Invalid Date"', () => {
    expect(() => formatFrenchDate('pas une date')).toThrow(RangeError);
  });
});

describe('formatFrenchTime', () => {
  it.each([
    [new Date(2025, 0, 1, 23, 59, 59, 999), '23h59'],
    // Both parts keep two digits, like the premium-day banner's clock.
    [new Date(2025, 0, 1, 9, 5), '09h05'],
    [new Date(2025, 0, 1, 0, 0), '00h00'],
  ])('formats %s as %s', (date, expected) => {
    expect(formatFrenchTime(date)).toBe(expected);
  });
});
