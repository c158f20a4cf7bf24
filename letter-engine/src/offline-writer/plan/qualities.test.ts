import { describe, expect, it } from 'vitest';
import { isQualityAdjective, qualityWording } from './qualities.ts';

describe("a French CV's qualities given as adjectives", () => {
  it("are told from skills by their first word, either gender, or by 'à l'aise'", () => {
    expect(['Ponctuel (Lycée Jacques Brel, Vénissieux)', 'souriante', "organisée et très attentive à l'hygiène", "à l'aise avec les clients"].every((item) => isQualityAdjective(item, 'french'))).toBe(true);
    expect(['prise de commande', 'encaissement', 'soutien scolaire', 'ponctualité'].some((item) => isQualityAdjective(item, 'french'))).toBe(false);
  });

  it('are worded as written, without a bracketed aside, in lower case', () => {
    expect(qualityWording('Ponctuel (Lycée Jacques Brel, Vénissieux)', 'french')).toEqual(['ponctuel']);
    expect(qualityWording('Rapide', 'french')).toEqual(['rapide']);
  });
});

describe("an English CV's or posting's qualities given as adjectives", () => {
  it('are items made of them all, never a skill that opens on one', () => {
    expect(['resilient and target-driven', 'Organised', 'highly motivated, reliable'].every((item) => isQualityAdjective(item, 'english'))).toBe(true);
    expect(['organised events', 'sales targets', 'calm and organised on busy nights'].some((item) => isQualityAdjective(item, 'english'))).toBe(false);
  });

  it('are worded one adjective each, so that two lists of them merge', () => {
    expect(qualityWording('Resilient and target-driven', 'english')).toEqual(['resilient', 'target-driven']);
  });
});
