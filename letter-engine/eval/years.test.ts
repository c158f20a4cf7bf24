import { describe, expect, it } from 'vitest';
import { yearsClaims, yearsProblems } from './years.ts';

describe('years of experience a letter states', () => {
  // Sentences of letters, and the figures they state.
  const french: Array<[string, number[]]> = [
    ["Aujourd'hui, je suis AESH, avec quatre ans d'expérience professionnelle en tout.", [4]],
    ["Depuis quatre ans, j'ai trouvé ma place dans le métier.", [4]],
    ['Fort de 5 ans dans la grande distribution, je connais le rythme.', [5]],
    ['Gouvernante depuis plus de dix-huit ans, je forme les équipes.', [18]],
    ["J'ai été secrétaire pendant deux ans dans un cabinet d'infirmiers.", [2]],
    ["J'ai 29 ans et j'accompagne des enfants de 3 à 6 ans.", []],
    ["Votre annonce demande trois ans d'expérience : je les ai.", []],
    ['Je suis titulaire du CACES R489, valable 5 ans.', []],
  ];
  it.each(french)('reads %j in French', (sentence, years) => {
    expect(yearsClaims(sentence, 'french').map((claim) => claim.years)).toEqual(years);
  });

  const english: Array<[string, number[]]> = [
    ['I bring five years of experience on busy tills.', [5]],
    ["I am a qualified dental nurse with three years' chairside experience.", [3]],
    ['I have spent 3 years in retail and worked for 2 years at Boots.', [3, 2]],
    ['Over the last twenty-five years I have cooked for weddings.', [25]],
    ['I am 22 years old and live in Salford.', []],
    ['You ask for 2 years of experience: I have six.', []],
  ];
  it.each(english)('reads %j in English', (sentence, years) => {
    expect(yearsClaims(sentence, 'english').map((claim) => claim.years)).toEqual(years);
  });
});

describe('years a letter states against the CV', () => {
  const resume = 'Gouvernante d’étage avec 7 ans d’expérience dans l’hôtellerie 4 étoiles.';

  it('holds the letter to the figure the CV states', () => {
    expect(yearsProblems("Gouvernante avec sept ans d'expérience, je forme les équipes.", 'french', 7, resume)).toEqual([]);
    expect(yearsProblems("Gouvernante avec huit ans d'expérience, je forme les équipes.", 'french', 7, resume)).toEqual(["'huit ans d'experience' (CV: 7)"]);
  });

  it('without a stated figure, flags years only when the CV has no number of years at all', () => {
    const dated = 'Cariste — Géodis, Saint-Priest (2019 – 2025)\nPréparateur de commandes — Lidl (2016 – 2019)';
    expect(yearsProblems("Cariste depuis six ans, je connais le CACES R489.", 'french', null, dated)).toEqual(["'depuis six ans' (CV: no years)"]);
    expect(yearsProblems('Cariste depuis six ans, je connais le CACES R489.', 'french', undefined, `${dated}\nMar 2019 – Present · 6 yrs`)).toEqual([]);
    expect(yearsProblems('Je connais le CACES R489 et la préparation au scan.', 'french', null, dated)).toEqual([]);
  });
});
