import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';
import { readEuropassLayout } from './resume-europass.ts';

const EUROPASS = [
  'CURRICULUM VITAE',
  'INFORMATIONS PERSONNELLES',
  'Nom(s) / Prénom(s)    MARTIN Julie',
  'Téléphone(s)    06 11 22 33 44',
  'EXPÉRIENCE PROFESSIONNELLE',
  'Dates    Mars 2021 – aujourd’hui',
  'Fonction ou poste occupé    Assistante comptable',
  "Nom et adresse de l'employeur    Fiducial, Lyon",
  'Principales activités et responsabilités    Saisie des factures, rapprochements bancaires',
  'ÉDUCATION ET FORMATION',
  '2019 – 2021    BTS Comptabilité et gestion',
  'APTITUDES ET COMPÉTENCES PERSONNELLES',
  'Langue(s) maternelle(s)    Français',
  'Permis de conduire    B',
].join('\n');

describe('Europass CVs', () => {
  it('reads the surname-first name, the Dates blocks as jobs, languages and licences', () => {
    const profile = analyzeResume(EUROPASS, { today: new Date('2024-06-15') });
    expect(profile.name).toBe('MARTIN Julie');
    expect(profile.jobs.map((job) => [job.title, job.employer, job.current])).toEqual([['Assistante comptable', 'Fiducial', true]]);
    expect(profile.jobs[0]?.achievements).toEqual(['Saisie des factures, rapprochements bancaires']);
    expect(profile.education.map((degree) => degree.degree)).toEqual(['BTS Comptabilité et gestion']);
    expect(profile.languages.map((language) => [language.language, language.level])).toEqual([['français', 'langue maternelle']]);
    expect(profile.licences).toEqual(['Permis B']);
  });

  it('takes a label alone on its line with the next line as its value', () => {
    expect(readEuropassLayout(['Dates', '2020 – 2022', 'Fonction ou poste', 'Vendeur', 'Nom de l’employeur', 'Fnac'])).toEqual(['2020 – 2022 : Vendeur, Fnac']);
  });

  it('leaves a CV with one such word alone', () => {
    const lines = ['Activités', 'Course à pied, lecture', 'Dates de disponibilité : septembre'];
    expect(readEuropassLayout(lines)).toEqual(lines);
  });
});
