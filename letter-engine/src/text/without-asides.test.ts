import { describe, expect, it } from 'vitest';
import { withoutAsides } from './without-asides.ts';

describe('withoutAsides', () => {
  it('drops each bracketed aside with the spaces before it', () => {
    expect(withoutAsides('Ponctuel (Lycée Jacques Brel, Vénissieux)')).toBe('Ponctuel');
    expect(withoutAsides('rapide (service du midi) et souriante (clients)')).toBe('rapide et souriante');
  });

  it('keeps an unclosed bracket, and reads a long run of them in one pass', () => {
    expect(withoutAsides('Accueil (clients')).toBe('Accueil (clients');
    const run = '('.repeat(50_000);
    expect(withoutAsides(`${run}x`)).toBe(`${run}x`);
    expect(withoutAsides(`a ${run}x)`)).toBe('a');
  });
});
