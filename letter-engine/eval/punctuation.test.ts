import { describe, expect, it } from 'vitest';
import { punctuationFaults } from './punctuation.ts';

const letter = (body: string) =>
  ['Jean Dupont', 'Dijon, le 22 novembre 2026', 'Objet : Candidature (H/F) :', 'Madame, Monsieur,', body, "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.", 'Jean Dupont'].join('\n\n');
const faults = (body: string) => punctuationFaults(letter(body), 'french').map((fault) => fault.fault);

describe('punctuation faults', () => {
  // Sentences the writers wrote, and what is wrong with each.
  const flagged: Array<[string, string[]]> = [
    ["J'ai pris en charge la délivrance des ordonnances et conseil au comptoir (env. Votre exigence rejoint mon expérience.", ["'(' never closed"]],
    ["Par ailleurs, j'ai obtenu ce résultat : 80 patients par jour) à la Pharmacie Graslin.", ["')' never opened"]],
    ['Je maîtrise Excel, , Sage et la paie.', ['empty list item']],
    ['Je connais la caisse ; ; le réassort et la vitrine.', ['empty list item']],
    ['Je connais la caisse, le réassort, .', ["',' or ';' before a full stop"]],
    ['Je suis titulaire du CACES ( ) depuis 2021.', ['empty brackets']],
    ['Mes atouts : .', ['colon followed by nothing']],
    ['Je vous propose mes compétences en :', ["line ends on ':'"]],
    ['Je connais la caisse, le réassort,', ["line ends on ','"]],
    ['Comme le dit votre annonce, « un sourire avant tout.', ["'«' never closed"]],
    ['Vous cherchez quelqu\'un de "fiable.', ['\'"\' never closed']],
  ];
  it.each(flagged)('flags %j', (body, expected) => {
    expect(faults(body)).toEqual(expected);
  });

  const sound = [
    "J'ai travaillé chez Carrefour (2019–2023), puis chez Lidl (depuis 2023).",
    'Plus tôt, j’ai été équipier chez McDonald’s France (juil. 2020 - août 2022).',
    'Votre annonce le dit : « la relation client avant tout. »',
    'Mes atouts pour ce poste :\n- la caisse ;\n- le réassort ;\n- la vitrine.',
    'Je suis disponible à 10:30 le samedi, et je connais Excel.',
    "C'est tout… et c'est déjà beaucoup.",
  ];
  it.each(sound)('lets %j pass', (body) => {
    expect(faults(body)).toEqual([]);
  });

  it('reads only the body: the subject line and the closing formula are not checked', () => {
    expect(faults('Je sers en salle depuis trois saisons.')).toEqual([]);
  });
});
