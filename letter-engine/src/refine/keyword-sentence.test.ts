import { describe, expect, it } from 'vitest';
import { keywordSentence } from './keyword-sentence.ts';

const ACCOUNTANT = 'Nadia Lefort\nComptable — Fiducial, Lyon | 2018 – 2024\n- Tenue de la comptabilité sous Sage\nDCG (2019)\nDSCG en cours\nAnglais courant';
const ANALYST = 'Sam Carter\nIT support analyst — Hill & Co | 2019 – 2024\n- Incident tickets on Jira\nITIL Foundation (2021)\nPRINCE2 Foundation – in progress';

describe("'Ajouter à la lettre' says a keyword as the kind of thing it is", () => {
  it('a credential is held, never an experience', () => {
    expect(keywordSentence('DCG', 'french', ACCOUNTANT)).toBe('Votre annonce mentionne « DCG » : c’est une qualification que j’ai obtenue.');
    expect(keywordSentence('ITIL', 'english', ANALYST)).toBe('Your posting mentions "ITIL": it is a qualification I hold.');
  });

  it('a credential the CV names as being prepared is said to be prepared', () => {
    expect(keywordSentence('DSCG', 'french', ACCOUNTANT)).toBe('Votre annonce mentionne « DSCG » : c’est une qualification que je prépare actuellement.');
    expect(keywordSentence('PRINCE2', 'english', ANALYST)).toBe('Your posting mentions "PRINCE2": it is a qualification I am working towards.');
  });

  it.each([
    ['Sage', 'french', 'c’est un outil que j’ai utilisé dans mon parcours.'],
    ['Jira', 'english', 'it is a tool I have used in my work.'],
    ['comptabilité', 'french', 'c’est une compétence que mon parcours m’a permis de développer.'],
    ['anglais', 'french', 'c’est une langue que je pratique.'],
    ['rigueur', 'french', 'c’est une qualité que mon parcours m’a permis de développer.'],
  ] as const)('%s in %s', (keyword, language, said) => {
    expect(keywordSentence(keyword, language, `${ACCOUNTANT}\n${ANALYST}`)).toContain(said);
  });
});
