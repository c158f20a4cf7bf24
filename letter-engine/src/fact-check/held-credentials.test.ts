import { describe, expect, it } from 'vitest';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';
import { unheldCredentialClaims } from './held-credentials.ts';

const AMBULANCIER = `Kévin Le Goff
FORMATION
2022 : Diplôme d'État d'ambulancier (DEA) – IFA du CHU de Nantes
2021 : AFGSU niveau 2 – CESU 44 (recyclage à faire)
Permis B (2017)`;

const AUDITOR = `Priya Ram
PROFILE
Night Receptionist. Studying for AAT Level 3.
QUALIFICATIONS
AAT Level 2 Certificate in Accounting (2021)
AAT Level 3 Diploma in Accounting – in progress (exams 2027)`;

const LINKEDIN = `Formation
ECF Angoulême
Titre professionnel Enseignant de la conduite et de la sécurité routière (ECSR)
2026 - 2027 · certification prévue en février 2027`;

const labels = (letter: string, resume: string, year = 2026): string[] => unheldCredentialClaims(letter, resume, year).map((claim) => claim.label);

describe('credentials the letter says are held and the CV names as not held', () => {
  it('finds one awaiting its refresher, being prepared, or lapsed', () => {
    expect(labels("Je suis titulaire de l'AFGSU niveau 2.", AMBULANCIER)).toEqual(['AFGSU niveau 2']);
    expect(labels('Mon AFGSU 2 à jour est un atout.', AMBULANCIER)).toEqual(['AFGSU 2']);
    expect(labels('I am AAT Level 3 qualified.', AUDITOR)).toEqual(['AAT Level 3']);
    expect(labels('Je suis titulaire du titre professionnel ECSR.', LINKEDIN)).toEqual(['titre professionnel ECSR']);
    expect(labels('I hold an Emergency First Aid at Work certificate.', 'I did an Emergency First Aid at Work course in 2019. I look after the first aid kit.')).toEqual(['Emergency First Aid']);
  });

  it('leaves what the CV holds, or never names, to the other checks', () => {
    expect(labels("Je suis titulaire du Diplôme d'État d'ambulancier (DEA).", AMBULANCIER)).toEqual([]);
    expect(labels('I hold the AAT Level 2 Certificate in Accounting.', AUDITOR)).toEqual([]);
    expect(labels('Je prépare le titre professionnel ECSR.', LINKEDIN)).toEqual([]);
    expect(labels('I hold a First Aid at Work certificate.', 'First Aid at Work (2025)')).toEqual([]);
  });

  it('is part of what findUnsupportedClaims reports', () => {
    expect(findUnsupportedClaims({ resume: AMBULANCIER, letter: "Le 22 novembre 2026\n\nJe suis titulaire de l'AFGSU niveau 2.", language: 'french' })).toEqual(['AFGSU niveau 2']);
  });
});

describe('a name the CV writes only as still to come', () => {
  const ELECTRICIAN = `Sean Brady
QUALIFICATIONS
18th Edition BS7671 (2022)
NVQ Level 3 Electrotechnical – portfolio complete, AM2 booked for March 2027
Level 2 Diploma in Electrical Installations (2021)`;
  const claims = (body: string): string[] => findUnsupportedClaims({ resume: ELECTRICIAN, letter: `Dear Hiring Manager,\n\n${body}\n`, language: 'english' });

  it('is flagged when the letter lists it as the candidate’s', () => {
    expect(claims('Other points of your advert I master: AM2.')).toEqual(['AM2']);
    expect(claims('On top of that: testing and AM2, which you mention.')).toEqual(['AM2']);
  });

  it('is not flagged when the CV also names it as held, nor for what the CV holds', () => {
    expect(claims('I hold the 18th Edition and a Level 2 Diploma in Electrical Installations.')).toEqual([]);
    expect(findUnsupportedClaims({ resume: `${ELECTRICIAN}\nAM2 passed (2025)`, letter: 'Dear Hiring Manager,\n\nI master AM2.\n', language: 'english' })).toEqual([]);
  });
});
