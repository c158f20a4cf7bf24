import { describe, expect, it } from 'vitest';
import { englishClause } from './evidence-clause.ts';

describe('an English CV bullet told in the first person', () => {
  it("puts one colon's details in brackets after the verb", () => {
    expect(englishClause('Track the cost improvement programme: £9.4m of savings delivered in 2023/24', { current: true, turn: 0 })).toBe('I track the cost improvement programme (£9.4m of savings delivered in 2023/24)');
    expect(englishClause('Reduced invoice errors: from 6% to 1.5%', { current: false, turn: 0 })).toBe('I reduced invoice errors (from 6% to 1.5%)');
  });

  it('knows the compound verb UK CVs write open or hyphenated', () => {
    expect(englishClause('Line manage two finance analysts', { current: true, turn: 0 })).toBe('I line-manage two finance analysts');
    expect(englishClause('Line-manage 3 staff', { current: false, turn: 0 })).toBe('I line-managed 3 staff');
  });

  it('takes a list of tasks, never a list of traits or hours', () => {
    expect(englishClause('scanning, loading cages', { current: false, turn: 0 })).toBe('my work covered scanning, loading cages');
    expect(englishClause('fit, reliable, early riser', { current: false, turn: 0 })).toBeNull();
  });
});
