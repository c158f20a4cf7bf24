import { describe, expect, it } from 'vitest';
import { readResume } from '../fixtures/read-fixture.ts';
import { findAbsurdStatements, resumeAge } from './find-absurd-statements.ts';

describe('resumeAge', () => {
  it.each<[string, number | null]>([
    ['Jean Dupont, 24 ans. Serveur depuis 3 ans.', 24],
    ["Je suis David Ferreira, j'ai 41 ans et je travaille dans le bâtiment depuis vingt ans.", 41],
    ['Âge : 38 ans', 38],
    ['Sam Carter – 22 years old – Leeds', 22],
    ['Age: 34', 34],
    ["Aide-soignante, 12 ans d'expérience en EHPAD", null],
    ['Serveur depuis 15 ans à Lyon', null],
    ['Infirmière, 15 ans en réanimation', null],
  ])('reads «%s» as %s', (resume, age) => {
    expect(resumeAge(resume)).toBe(age);
  });

  it('reads the age of a thin CV fixture', () => {
    expect(resumeAge(readResume('fr-jean-dupont-thin'))).toBe(24);
  });
});

describe('findAbsurdStatements', () => {
  it.each<[string, number | null, string[]]>([
    ["J'occupe actuellement le poste de 24 ans à la Brasserie du Port.", 24, ['poste de 24 ans']],
    ['Fort de mon expérience de 24 ans en salle, je…', 24, ['expérience de 24 ans']],
    ["Avec vingt-quatre ans d'expérience, je…", 24, ["vingt-quatre ans d'expérience"]],
    ['Je travaille en salle depuis 24 ans.', 24, ['depuis 24 ans']],
    ["J'ai développé des compétences en TOEIC et en service.", null, ['compétences en TOEIC']],
    ['Je dispose également de compétences en permis B.', null, ['compétences en permis B']],
    ['Ma maîtrise du CACES me permet de…', null, ['maîtrise du CACES']],
    ['Je postule au poste de CACES.', null, ['poste de CACES']],
    ['I am currently in the role of 22 at the Red Lion.', 22, ['role of 22']],
    ['With 22 years of experience behind the bar, I…', 22, ['22 years of experience']],
    ['I also bring strong skills in IPAF and in the ECS card.', null, ['skills in IPAF']],
    ['My proficiency in the TOEFL shows…', null, ['proficiency in the TOEFL']],
    ["J'occupe aujourd'hui le poste de Congé parental.", null, ['poste de Congé parental']],
    ['Actuellement congé parental, je dispose de quatre ans d’expérience.', null, ['Actuellement congé parental']],
    ['Before that, I held the position of Career break (2023 – 2025).', null, ['position of Career break']],
    ['Earlier in my career, I served as a career break.', null, ['served as a career break']],
  ])('finds what «%s» states absurdly', (letter, age, statements) => {
    expect(findAbsurdStatements(letter, age)).toEqual(statements);
  });

  it.each<[string, number | null]>([
    ['Un poste de 35 heures par semaine me convient.', 24],
    ["Trois ans d'expérience en salle m'ont appris la rigueur.", 24],
    ['Je travaille en salle depuis 3 ans.', 24],
    ["Mon anglais professionnel est validé par le TOEIC (880 points).", null],
    ['Je suis titulaire du permis B et véhiculé.', null],
    ['I hold a full UK driving licence and an IPAF card.', null],
    ['I have strong skills in customer service.', 22],
    ['This is a 12-month role of 35 hours a week.', 22],
    ['Infirmière depuis 15 ans, je…', null],
    ['Actuellement en congé parental, je suis disponible dès janvier.', null],
    ['After a career break to care for my mother, I returned to work in 2024.', null],
  ])('finds nothing absurd in «%s»', (letter, age) => {
    expect(findAbsurdStatements(letter, age)).toEqual([]);
  });
});
