import { describe, expect, it } from 'vitest';
import { askedPhrases } from './asked-phrases.ts';

describe("the posting's must-haves the CV writes in the same words", () => {
  it('finds phrases of two words or more, with the CV line that holds them', () => {
    const found = askedPhrases(['Port de 3 assiettes exigé', 'Service en terrasse le week-end'], [{ text: 'Port de 3 assiettes, bar (pression, cafés), caisse', job: null }, { text: 'Service en terrasse (30 places)', job: 0 }], new Set());
    expect(found).toEqual([
      { phrase: 'Port de 3 assiettes', job: null },
      { phrase: 'Service en terrasse', job: 0 },
    ]);
  });

  it("never a lone noun, nor the post's own title words ('l'aide-soignant')", () => {
    expect(askedPhrases(['Gestion du budget'], [{ text: 'budget', job: 0 }], new Set())).toEqual([]);
    expect(askedPhrases(['Aide-soignant diplômé'], [{ text: 'Aide-soignant diplômé', job: 0 }], new Set(['aide-soignant']))).toEqual([]);
  });
});
