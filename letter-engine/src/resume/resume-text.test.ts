import { describe, expect, it } from 'vitest';
import { datedSentences, resumeLines, tidy } from './resume-text.ts';

describe('a comma written before its space', () => {
  it('goes after its word; a decimal comma stays', () => {
    expect(resumeLines("pose sol et faïence ,douche a l'italienne , chape , plinthes .   env. 40 salles de bains\nCA porté de 1,2 M€ à 2,1 M€")).toEqual([
      "pose sol et faïence, douche a l'italienne, chape, plinthes. env. 40 salles de bains",
      'CA porté de 1,2 M€ à 2,1 M€',
    ]);
  });
});

describe('a closing guillemet', () => {
  // A groomer's employer and a stock clerk's title in guillemets: '»' closes what '«' opened, though it opens a line as a bullet.
  it('stays at the end of what it closes', () => {
    expect(tidy('Salon « Au Poil Près »')).toBe('Salon « Au Poil Près »');
    expect(tidy('« Vendeur magasinier en pièces automobiles »')).toBe('« Vendeur magasinier en pièces automobiles »');
    expect(tidy('Serveur »')).toBe('Serveur');
  });
});

describe('a line of dated jobs, one a sentence', () => {
  // A scaffolder's three-line CV and a security guard's: each dated sentence is a job's line, its full stop gone.
  it.each([
    ['2019–now: Scaffolder, Scaff-Tek North Ltd, Wakefield. 2017–2019: labourer then trainee scaffolder, J&R Scaffolding, Pontefract.', ['2019–now: Scaffolder, Scaff-Tek North Ltd, Wakefield', '2017–2019: labourer then trainee scaffolder, J&R Scaffolding, Pontefract']],
    ['2023-2026 : Agent SSIAP 1, entrepôt logistique (Lesquin) : rondes, PC sécurité, SSI. 2021-2023 : Agent de prévention et de sécurité, hypermarché (Roubaix).', ['2023-2026 : Agent SSIAP 1, entrepôt logistique (Lesquin) : rondes, PC sécurité, SSI', '2021-2023 : Agent de prévention et de sécurité, hypermarché (Roubaix)']],
  ])('parts %j', (line, lines) => {
    expect(datedSentences(line)).toEqual(lines);
  });

  it("parts no date at a month's abbreviation, nor a line that does not open on its dates", () => {
    expect(datedSentences('Préparateur de commandes, janv. 2024 – mars 2026 : préparation.')).toEqual(['Préparateur de commandes, janv. 2024 – mars 2026 : préparation.']);
    expect(datedSentences('2024 – 2026 : préparateur, déc. 2023 : inventaire.')).toEqual(['2024 – 2026 : préparateur, déc. 2023 : inventaire.']);
  });
});

describe("a dated row's columns", () => {
  it('keeps a wide gap after the dates apart as a dash, so the role and the employer stay two parts', () => {
    expect(resumeLines('Jan 2014 – Jun 2022     Credit Controller     Midshires Building Supplies Ltd, Wellingborough')).toEqual([
      'Jan 2014 – Jun 2022 Credit Controller – Midshires Building Supplies Ltd, Wellingborough',
    ]);
    expect(resumeLines('Sales Ledger Clerk     Midshires Building Supplies Ltd')).toEqual(['Sales Ledger Clerk Midshires Building Supplies Ltd']);
  });
});
