import { describe, expect, it } from 'vitest';
import { withArticle, withIndefinite } from './nouns.ts';

describe('French articles of CV nouns', () => {
  it.each([
    ['cuisson', 'la cuisson'],
    ['respect des normes HACCP', 'le respect des normes HACCP'],
    ['façonnage', 'le façonnage'],
    ['rapport mensuel', 'le rapport mensuel'],
    ['boisson chaude', 'la boisson chaude'],
    ['préparation des commandes', 'la préparation des commandes'],
    ['clientèle', 'la clientèle'],
    ['inventaire', "l'inventaire"],
    ['facturation', 'la facturation'],
    ['mise en rayon', 'la mise en rayon'],
    ['ouverture du magasin', "l'ouverture du magasin"],
    ['nettoyage', 'le nettoyage'],
    ['soins', 'les soins'],
  ])('%s → %s', (noun, expected) => {
    expect(withArticle(noun)).toBe(expected);
  });

  it("gives masculine nouns ending like feminine ones their article: 'le pied à coulisse', 'le titre de toiletteur'", () => {
    expect(withArticle('pied à coulisse')).toBe('le pied à coulisse');
    expect(withArticle('titre de toiletteur')).toBe('le titre de toiletteur');
    expect(withArticle('calme')).toBe('le calme');
    expect(withArticle('cadre réglementaire')).toBe('le cadre réglementaire');
    expect(withArticle('photomètre')).toBe('le photomètre');
    expect(withArticle('soutien scolaire')).toBe('le soutien scolaire');
  });

  it("reads plurals in -os and masculine nouns in -ais/-ois: 'les photos', 'le français', 'le bois', but 'le dos'", () => {
    expect(withArticle('photos')).toBe('les photos');
    expect(withArticle('vidéos de présentation')).toBe('les vidéos de présentation');
    expect(withArticle('dos')).toBe('le dos');
    expect(withArticle('français')).toBe('le français');
    expect(withArticle('bois de chauffage')).toBe('le bois de chauffage');
  });

  it('takes the indefinite article of the same gender', () => {
    expect(withIndefinite('hausse de 15 %')).toBe('une hausse de 15 %');
    expect(withIndefinite('gain de 6 heures')).toBe('un gain de 6 heures');
  });
});
