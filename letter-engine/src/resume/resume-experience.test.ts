import { describe, expect, it } from 'vitest';
import { parseExperience } from './resume-experience.ts';

describe('a connector inside the employer’s name', () => {
  // A French teacher's CV in England, and a nurse's London CV: 'for' belongs to the school's and the hospital's names.
  it.each([
    ['Depuis sept. 2024 — Assistante de langue française, Northampton School for Girls (programme d’assistants)', 'Assistante de langue française', 'Northampton School for Girls'],
    ['Staff Nurse, Great Ormond Street Hospital for Children | 2019 – 2023', 'Staff Nurse', 'Great Ormond Street Hospital for Children'],
  ])('reads the role and the whole employer in %j', (line, title, employer) => {
    const [job] = parseExperience([line, '- Ward rounds and handovers']);
    expect([job?.title, job?.employer]).toEqual([title, employer]);
  });

  it('still reads a role linked to its employer by the connector', () => {
    const [job] = parseExperience(['Barista at Pret A Manger, Piccadilly (Jan 2023 – Present)']);
    expect([job?.title, job?.employer]).toEqual(['Barista', 'Pret A Manger']);
  });
});

describe('the employer described under its job', () => {
  it('opens no job with a line saying since when the employer is what it is, in French and in English', () => {
    const french = parseExperience([
      "2021 – aujourd'hui · Chef de cuisine – Le Clos Saint-Aubin, Angers",
      'Restaurant gastronomique de 45 couverts, 1 étoile au guide Michelin depuis 2023',
      '• Création de 4 cartes de saison par an',
    ]);
    expect(french.map((job) => [job.title, job.employer])).toEqual([['Chef de cuisine', 'Le Clos Saint-Aubin']]);
    const english = parseExperience(['Sous Chef – The Mill House, York · 2019 – 2024', 'Family-run hotel of 40 rooms, AA Rosette since 2018', '• Ran the pass on busy weekends']);
    expect(english.map((job) => [job.title, job.employer])).toEqual([['Sous Chef', 'The Mill House']]);
  });
});
