import { describe, expect, it } from 'vitest';
import { containsWord, wholeWordAt } from './whole-word.ts';

describe('a whole word in a text', () => {
  it('is found at a place no letter or digit touches, even after a place where one does', () => {
    expect(wholeWordAt('revisado, visa de partenaire', 'visa')).toBe(10);
    expect(containsWord('settled status (euss)', 'euss')).toBe(true);
    expect(containsWord('reusser', 'euss')).toBe(false);
    expect(containsWord('équipe de 3x8', '3x8')).toBe(true);
  });
});
