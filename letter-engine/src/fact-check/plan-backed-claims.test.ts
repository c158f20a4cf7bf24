import { describe, expect, it } from 'vitest';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';
import type { Language } from '../rules/limits.ts';

// What the plan could not back (docs/offline-writer.md), each rule with examples from two sources.
const claims = (resume: string, body: string, language: Language): string[] =>
  findUnsupportedClaims({ resume, letter: `${language === 'french' ? 'Le 22 novembre 2026' : '22 November 2026'}\n\n${body}\n`, language });

const ASSISTANT = "Nadia Lefort\nAssistante comptable — Cabinet d'expertise comptable Morel, Lyon | 2019 – 2024\n- Saisie des factures et rapprochements bancaires\nFORMATION\nBac STMG (2018)";
const RECEPTIONIST = 'Tom Reed\nReceptionist — Institute of Physics, London | 2020 – 2024\n- Front desk and visitor passes\nEDUCATION\nA levels (2019)';
const ACCOUNTANT = "Nadia Lefort\nComptable — Fiducial, Lyon | 2018 – 2024\n4 ans d'expérience en comptabilité, dont 3 ans en cabinet.\nDCG en cours (2027)";
const BOOKKEEPER = 'Sam Carter\nBookkeeper — Hill & Co, Leeds | 2019 – 2024\nFour years of experience in bookkeeping.\nAAT Level 3 — in progress';

describe("rule 'an employer's name backs no diploma'", () => {
  it('flags a diploma named after an employer', () => {
    expect(claims(ASSISTANT, "Je suis titulaire du diplôme d'expertise comptable.", 'french')).toEqual(["diplôme d'expertise comptable"]);
    expect(claims(ASSISTANT, "Mon diplôme d'expertise comptable me permet de tenir vos comptes.", 'french')).toEqual(["diplôme d'expertise comptable"]);
    expect(claims(RECEPTIONIST, 'I hold a degree in physics.', 'english')).toEqual(['degree in physics']);
  });

  it('accepts the diploma the CV’s education names', () => {
    expect(claims(`${ASSISTANT}\nBTS Comptabilité et gestion (2019)`, "Mon diplôme de comptabilité m'a appris la rigueur.", 'french')).toEqual([]);
    expect(claims(`${RECEPTIONIST}\nBSc Physics, University of Bath (2019)`, 'I hold a degree in physics.', 'english')).toEqual([]);
  });
});

describe("rule 'years as the CV states them'", () => {
  it('flags a total of years unlike the CV’s figure, above or below it', () => {
    expect(claims(ACCOUNTANT, "Forte de 5 ans d'expérience en comptabilité, je saisis vite.", 'french')).toEqual(["5 ans d'expérience"]);
    expect(claims(BOOKKEEPER, 'With three years of experience in bookkeeping, I can help.', 'english')).toEqual(['three years of experience']);
  });

  it('accepts the CV’s figure, another figure of years the CV writes, and a stay at one employer', () => {
    expect(claims(ACCOUNTANT, "Forte de 4 ans d'expérience en comptabilité, dont 3 ans d'expérience en cabinet, je saisis vite.", 'french')).toEqual([]);
    expect(claims(BOOKKEEPER, 'With four years of experience in bookkeeping, I can help.', 'english')).toEqual([]);
    expect(claims(ACCOUNTANT, 'Chez Fiducial depuis 6 ans, je saisis vite.', 'french')).toEqual([]);
  });
});

describe("rule 'a figure answering the posting's years'", () => {
  it('flags the answer, not the posting’s figure it answers', () => {
    expect(claims(BOOKKEEPER, 'You ask for 3 years of experience; I have 5.', 'english')).toEqual(['I have 5']);
    expect(claims(ACCOUNTANT, "Vous demandez deux ans d'expérience : j'en ai six.", 'french')).toEqual(["j'en ai six"]);
  });

  it('accepts the CV’s figure as the answer', () => {
    expect(claims(BOOKKEEPER, 'You ask for 3 years of experience; I have 4.', 'english')).toEqual([]);
    expect(claims(ACCOUNTANT, "Vous demandez deux ans d'expérience : j'en ai quatre.", 'french')).toEqual([]);
  });
});

describe("rule 'a requirement said to match the candidate's experience is claimed'", () => {
  const WAITER = 'Marc Petit\nServeur — Café du Commerce, Lyon | 2021 – 2024\n- Service en salle';
  const LABOURER = 'Dean Moss\nLabourer — Kier, Bristol | 2019 – 2024\n- Site clearance and groundworks\nEDUCATION\nGCSEs (2018)';

  it('flags a requirement the CV lacks', () => {
    expect(claims(WAITER, 'Votre exigence en matière de Bac+3 rejoint mon expérience.', 'french')).toEqual(['Bac+3']);
    expect(claims(LABOURER, 'Your requirement for a CSCS card matches my experience.', 'english')).toEqual(['CSCS card']);
  });

  it('accepts a requirement the CV holds', () => {
    expect(claims(`${WAITER}\nLicence AES (2020)`, 'Votre exigence en matière de Bac+3 rejoint mon expérience.', 'french')).toEqual([]);
    expect(claims(`${LABOURER}\nCSCS Green Card (2023)`, 'Your requirement for a CSCS card matches my experience.', 'english')).toEqual([]);
  });
});

describe('a credential still in progress', () => {
  it('is flagged when written as held', () => {
    expect(claims(ACCOUNTANT, 'Je suis titulaire du DCG.', 'french')).toEqual(['DCG']);
    expect(claims(ACCOUNTANT, 'Avec mon DCG, je tiens une comptabilité.', 'french')).toEqual(['DCG']);
    expect(claims(BOOKKEEPER, 'I am AAT Level 3 qualified.', 'english')).toEqual(['AAT Level 3']);
  });

  it('is not flagged when written as being prepared', () => {
    expect(claims(ACCOUNTANT, 'Je prépare le DCG, que je passerai en 2027.', 'french')).toEqual([]);
    expect(claims(BOOKKEEPER, 'I am studying for AAT Level 3.', 'english')).toEqual([]);
    // A time between the verb and the diploma ('depuis mars 2026', 'actuellement') keeps it being prepared.
    expect(claims(ACCOUNTANT, 'Je prépare depuis mars 2026 le DCG, que je passerai en 2027.', 'french')).toEqual([]);
  });

  it('leaves other work the candidate prepares checked', () => {
    expect(claims(ACCOUNTANT, 'Je prépare la paie sur SAP chaque mois.', 'french')).toEqual(['paie', 'SAP']);
  });
});
