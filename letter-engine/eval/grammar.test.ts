import { describe, expect, it } from 'vitest';
import { grammarErrors, ignoredChecks, isExcused, proseParagraphs } from './grammar.ts';

const letter = (body: string) =>
  [
    'Jean Dupont\n12 rue des Halles\n21000 Dijon',
    'Le Comptoir des Halles\nService des ressources humaines',
    'Dijon, le 22 novembre 2026',
    'Objet : Candidature au poste de serveur',
    'Madame, Monsieur,',
    body,
    "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    'Jean Dupont',
  ].join('\n\n');

describe('the prose Grammalecte reads', () => {
  it('is the body and the closing formula: no address block, date, subject line, greeting or signature', () => {
    expect(proseParagraphs(letter('Je sers en salle depuis trois saisons.\nLe samedi soir ne me fait pas peur.'))).toEqual([
      'Je sers en salle depuis trois saisons. Le samedi soir ne me fait pas peur.',
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    ]);
  });
});

describe('what the evaluation excuses', () => {
  const ignored = ignoredChecks();
  const error = (rule: string, words: string, sentence: string) => ({ rule, words, sentence, message: '' });

  it('gives every option, rule and phrase left out a reason', () => {
    for (const entry of [...ignored.options, ...ignored.rules, ...ignored.phrases]) expect(entry.why.length).toBeGreaterThan(20);
    expect(ignored.options.map((option) => option.id)).toEqual(expect.arrayContaining(['apos', 'esp', 'nbsp', 'typo']));
  });

  it('excuses an agreement inside a listed phrase or on a name, not the same rule elsewhere', () => {
    expect(isExcused(error('g3__gn_la_2m__b1_a2_1', 'client', 'À Lyon, la relation client est un point fort.'), ignored)).toBe(true);
    expect(isExcused(error('g3__gn_l_2m__b1_a2_1', 'Belles', "Je travaille à l'Hôtel Belles Rives depuis 2023."), ignored)).toBe(true);
    expect(isExcused(error('g3__gn_la_1m__b2_a3_1', 'compromis', 'Votre annonce nomme encore la compromis et les visites.'), ignored)).toBe(false);
    expect(isExcused(error('g3__gn_la_1m__b3_a1_1', 'La', 'La challenge fait partie de mon expérience.'), ignored)).toBe(false);
    expect(isExcused(error('g3__gn_nombre_chiffres_1m__b3_a2_1', 'basée', 'Entreprise familiale de 140 salariés basée à Cholet, Transports Gaudin livre.'), ignored)).toBe(true);
    expect(isExcused(error('g3__gn_nombre_chiffres_1m__b2_a1_1', 'agente', "Je suis depuis 2021 agente d'accueil à la mairie."), ignored)).toBe(true);
    expect(isExcused(error('g3__gn_nombre_chiffres_1m__b2_a1_1', 'million', 'Un Reel à 1 et 2 million de vues.'), ignored)).toBe(false);
    expect(isExcused(error('gv2__conj_le_la_leur_nom__b3_a3_1', 'bois', 'Pour ce poste de charpentier bois, je lis les plans.'), ignored)).toBe(true);
  });
});

// Grammalecte itself (scripts/grammalecte.sh unpacks it on the first run): one process for every letter.
describe('Grammalecte on letters', () => {
  it('finds the writers’ garbled agreements, with their sentence and rule, and lets sound French and typography pass', async () => {
    const [garbled, sound] = await grammarErrors([
      letter("Votre annonce nomme encore la compromis et les visites. Un mot sur moi : je étais dernièrement magasinier."),
      letter("Comme le demande votre annonce, j'ai l'habitude de la relation client... Je connais \"la caisse\" -- et le réassort."),
    ]);
    expect(garbled?.map((error) => error.sentence)).toEqual(
      expect.arrayContaining(['Votre annonce nomme encore la compromis et les visites.', 'Un mot sur moi : je étais dernièrement magasinier.']),
    );
    expect(garbled?.every((error) => error.rule.length > 0)).toBe(true);
    expect(sound).toEqual([]);
  }, 120_000);
});
