import { describe, expect, it } from 'vitest';
import { genderedTitle } from './gendered-title.ts';

describe("the candidate's form of the posting's title", () => {
  it('takes the form of two titles joined by a slash', () => {
    expect(genderedTitle('Vendeur / Vendeuse en boulangerie', 'feminine')).toBe('Vendeuse en boulangerie');
    expect(genderedTitle('Vendeur / Vendeuse en boulangerie', 'masculine')).toBe('Vendeur en boulangerie');
    expect(genderedTitle('crêpier ou une crêpière', 'masculine')).toBe('crêpier');
    expect(genderedTitle('Toiletteuse ou un toiletteur', 'feminine')).toBe('Toiletteuse');
    expect(genderedTitle('Toiletteuse ou un toiletteur', 'masculine')).toBe('toiletteur');
  });

  it('makes each bracketed ending the word’s own, or drops it', () => {
    expect(genderedTitle('Assistant(e) administratif(ve) et commercial(e)', 'feminine')).toBe('Assistante administrative et commerciale');
    expect(genderedTitle('Assistant(e) administratif(ve) et commercial(e)', 'masculine')).toBe('Assistant administratif et commercial');
    expect(genderedTitle('Aide-soignant(e) de nuit', 'feminine')).toBe('Aide-soignante de nuit');
    expect(genderedTitle('Serveur(euse)', 'feminine')).toBe('Serveuse');
    expect(genderedTitle('Infirmier(e) diplômé(e) d’État', 'feminine')).toBe('Infirmière diplômée d’État');
    expect(genderedTitle('Conducteur(rice) de bus', 'feminine')).toBe('Conductrice de bus');
    expect(genderedTitle('Conseiller(ère) clientèle', 'feminine')).toBe('Conseillère clientèle');
  });

  it("keeps the posting's words when the gender is unknown or an ending does not fit its word", () => {
    expect(genderedTitle('Assistant(e) administratif(ve)', null)).toBe('Assistant(e) administratif(ve)');
    expect(genderedTitle('Chef(fe) de rang', 'feminine')).toBe('Chef(fe) de rang');
  });
});
