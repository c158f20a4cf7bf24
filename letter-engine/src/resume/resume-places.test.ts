import { describe, expect, it } from 'vitest';
import { isPlace, readPlaceLine } from './resume-places.ts';

describe('isPlace', () => {
  it('takes a French town joined by a particle for a place, known or not', () => {
    expect(isPlace('Bourg-lès-Valence')).toBe(true);
    expect(isPlace('Noyal-sur-Vilaine')).toBe(true);
    expect(isPlace('Saint-Jean-de-Braye')).toBe(true);
  });

  it("takes a département or a county for a place ('missions (Drôme, Ardèche)')", () => {
    expect(isPlace('Drôme')).toBe(true);
    expect(isPlace('(Ardèche)')).toBe(true);
    expect(isPlace('West Sussex')).toBe(true);
  });

  it('leaves a company whose name is hyphenated without a particle', () => {
    expect(isPlace('Saint-Gobain')).toBe(false);
    expect(isPlace('Froid Service Drôme')).toBe(false);
  });
});

describe('readPlaceLine', () => {
  it('reads a LinkedIn place line, the city before its region and country', () => {
    expect(readPlaceLine('Nantes, Pays de la Loire, France')).toBe('Nantes');
    expect(readPlaceLine('Stockholm, Sweden · Hybrid')).toBe('Stockholm');
  });

  it("leaves an employer before its town to the employer's reader", () => {
    expect(readPlaceLine('Entrepôt Logidis, Vern-sur-Seiche')).toBeNull();
    expect(readPlaceLine('Froid Service Drôme, Bourg-lès-Valence')).toBeNull();
  });
});
