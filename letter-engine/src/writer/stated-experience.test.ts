import { describe, expect, it } from 'vitest';
import { statedExperience } from './stated-experience.ts';

describe('years of experience as the CV states them', () => {
  it('keeps where they were spent, in French and in English', () => {
    expect(statedExperience('Aide-soignante DEAS (2013), 11 ans en EHPAD dont 4 en unité Alzheimer (Résidence Le Bois Fleuri).', 11)).toEqual({ years: 11, field: 'en EHPAD dont 4 en unité Alzheimer' });
    expect(statedExperience('Comptable avec 5 ans d’expérience en cabinet, puis en entreprise.', 5)).toEqual({ years: 5, field: 'en cabinet' });
    expect(statedExperience('Chef with seven years in hotel kitchens.', 7)).toEqual({ years: 7, field: 'in hotel kitchens' });
  });

  it('never takes an age for experience, nor a figure the reader did not find', () => {
    expect(statedExperience('Fatou Diallo, 42 ans – Pessac', null)).toBeNull();
    expect(statedExperience('3 ans en EHPAD', 5)).toEqual({ years: 5, field: null });
  });
});
