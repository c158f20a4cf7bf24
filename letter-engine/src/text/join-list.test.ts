import { describe, expect, it } from 'vitest';
import { joinLabels, joinList } from './join-list.ts';

describe('a list joined as a sentence writes it', () => {
  it("takes the conjunction before its last item, in French and in English", () => {
    expect(joinList(['la caisse', 'la mise en rayon', "l'inventaire"], 'french')).toBe("la caisse, la mise en rayon et l'inventaire");
    expect(joinList(['tills', 'refunds'], 'english')).toBe('tills and refunds');
  });

  it('ends on the one label that holds its own conjunction, and adds none', () => {
    expect(joinLabels(['loading and unloading', 'packing'], 'english')).toBe('packing, loading and unloading');
    expect(joinLabels(['packing', 'picking'], 'english')).toBe('packing and picking');
  });
});
