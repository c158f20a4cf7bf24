import { describe, expect, it } from 'vitest';
import { withSureArticle } from './nouns.ts';

describe('French articles of CV nouns, only when sure', () => {
  it.each([
    ['cuisson', 'la cuisson'],
    ['respect des normes HACCP', 'le respect des normes HACCP'],
    ['façonnage', 'le façonnage'],
    ['boisson chaude', 'la boisson chaude'],
    ['préparation des commandes', 'la préparation des commandes'],
    ['clientèle', 'la clientèle'],
    ['inventaire', "l'inventaire"],
    ['mise en rayon', 'la mise en rayon'],
    ['ouverture du magasin', "l'ouverture du magasin"],
    ['soins', 'les soins'],
  ])('%s → %s', (noun, expected) => {
    expect(withSureArticle(noun)).toBe(expected);
  });

  it("gives masculine nouns ending like feminine ones their article: 'le pied à coulisse', 'le titre de toiletteur', 'le calme'", () => {
    expect(withSureArticle('pied à coulisse')).toBe('le pied à coulisse');
    expect(withSureArticle('titre de toiletteur')).toBe('le titre de toiletteur');
    expect(withSureArticle('calme')).toBe('le calme');
  });

  it("gives no article it is unsure of ('la devis'), so the phrase is left out or quoted without one", () => {
    expect(withSureArticle('devis')).toBeNull();
    expect(withSureArticle('rapport mensuel')).toBeNull();
  });
});
