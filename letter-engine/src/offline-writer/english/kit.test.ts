import { describe, expect, it } from 'vitest';
import { ENGLISH_KIT } from './kit.ts';

describe('English degrees', () => {
  it("gives one degree its article and several exams none ('GCSEs', 'A-levels')", () => {
    expect(ENGLISH_KIT.degree({ degree: 'BTEC Level 3 Business', school: 'Preston College', year: 2020 }, true)).toBe('a BTEC Level 3 Business from Preston College');
    expect(ENGLISH_KIT.degree({ degree: 'GCSEs', school: 'Airedale Academy', year: 2015 }, true)).toBe('GCSEs from Airedale Academy');
    expect(ENGLISH_KIT.degree({ degree: 'A-levels in PE and Biology', school: null, year: null }, true)).toBe('A-levels in PE and Biology');
  });
});
