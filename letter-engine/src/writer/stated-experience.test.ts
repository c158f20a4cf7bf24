import { describe, expect, it } from 'vitest';
import { statedExperience } from './stated-experience.ts';

describe('years of experience as the CV states them', () => {
  it('keeps where they were spent, in French and in English', () => {
    expect(statedExperience('Aide-soignante DEAS (2013), 11 ans en EHPAD dont 4 en unité Alzheimer (Résidence Le Bois Fleuri).', 11)).toEqual({ years: 11, field: 'en EHPAD dont 4 en unité Alzheimer' });
    expect(statedExperience('Comptable avec 5 ans d’expérience en cabinet, puis en entreprise.', 5)).toEqual({ years: 5, field: 'en cabinet' });
    expect(statedExperience('Chef with seven years in hotel kitchens.', 7)).toEqual({ years: 7, field: 'in hotel kitchens' });
    // The field ends where the candidate speaks again.
    expect(statedExperience('I have spent five years in hospitality and I now want to move into tech sales.', 5)).toEqual({ years: 5, field: 'in hospitality' });
    expect(statedExperience("J'ai passé 6 ans dans la restauration et je souhaite me reconvertir.", 6)).toEqual({ years: 6, field: 'dans la restauration' });
    // A headline's separator ends it.
    expect(statedExperience('Négociatrice immobilière | 3 ans en transaction | Mandats exclusifs, estimation', 3)).toEqual({ years: 3, field: 'en transaction' });
    expect(statedExperience('Payroll Officer · 6 years in retail payroll · Sage', 6)).toEqual({ years: 6, field: 'in retail payroll' });
  });

  it('never takes an age for experience, nor a figure the reader did not find', () => {
    expect(statedExperience('Fatou Diallo, 42 ans – Pessac', null)).toBeNull();
    expect(statedExperience('3 ans en EHPAD', 5)).toEqual({ years: 5, field: null });
  });

  it("never takes a rate or a stay ('a year', 'un an') without the word experience for a career", () => {
    expect(statedExperience('I ran around 2,400 GCSE and A level entries a year with AQA, Pearson and OCR.', null)).toBeNull();
    expect(statedExperience('Un an à Londres comme fille au pair.', null)).toBeNull();
    expect(statedExperience("One year of experience in retail.", null)).toEqual({ years: 1, field: 'in retail' });
  });

  it('keeps the years but not a field that names one employer without naming it', () => {
    expect(statedExperience("technicien dépanneur – 30 ans dans la maison, jusqu'à la fermeture", null)).toEqual({ years: 30, field: null });
    expect(statedExperience('douze ans dans la meme entreprise', null)).toEqual({ years: 12, field: null });
  });
});
