import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './accept-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    [undefined, null],
  ])('answers %s with %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
