import { refinementLabel } from './refinement-label.ts';

describe('refinementLabel', () => {
  it('names a version by the refinement that made it, a paragraph counted from 1', () => {
    expect(refinementLabel({ kind: 'shorter' })).toBe('Plus court');
    expect(refinementLabel({ kind: 'personal' })).toBe('Plus personnel');
    expect(refinementLabel({ kind: 'regenerate' })).toBe('Régénérée');
    expect(refinementLabel({ kind: 'paragraph', paragraph: 1 })).toBe('Réécriture §2');
  });
});
