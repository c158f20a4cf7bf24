import { describe, expect, it } from 'vitest';
import { isQualityAdjective, qualityWording } from './qualities.ts';

describe("a French CV's qualities given as adjectives", () => {
  it("are told from skills by their first word, either gender, or by 'à l'aise'", () => {
    expect(['Ponctuel (Lycée Jacques Brel, Vénissieux)', 'souriante', "organisée et très attentive à l'hygiène", "à l'aise avec les clients"].every(isQualityAdjective)).toBe(true);
    expect(['prise de commande', 'encaissement', 'soutien scolaire', 'ponctualité'].some(isQualityAdjective)).toBe(false);
  });

  it('are worded as written, without a bracketed aside, in lower case', () => {
    expect(qualityWording('Ponctuel (Lycée Jacques Brel, Vénissieux)')).toBe('ponctuel');
    expect(qualityWording('Rapide')).toBe('rapide');
  });
});
