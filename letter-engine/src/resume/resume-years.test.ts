import { describe, expect, it } from 'vitest';
import { statedYears } from './resume-years.ts';

describe('a stay stated with the present perfect', () => {
  // A British chef's prose CV and a transport administrator's: the total they state, at least that many years.
  it.each([
    ['I trained at City of Bristol College and I have worked in professional kitchens for seven years.', 7],
    ['I have worked in logistics offices for just over three years.', 3],
  ])('reads the years in %j', (text, years) => {
    expect(statedYears(text)).toBe(years);
  });

  it('reads no age as a stay', () => {
    expect(statedYears("Hi, I'm Aisha Rahman, I'm 27 and I live in Swindon.")).toBeNull();
  });
});
