import { describe, expect, it } from 'vitest';
import { qualificationsUnderWay } from './preparing.ts';

describe('the qualifications a CV says are under way', () => {
  it('names them as the CV does, whether the words come before or after the name, in English and in French', () => {
    expect(qualificationsUnderWay('AAT Level 3 Diploma in Accounting – in progress (exams 2027)')).toEqual(['AAT Level 3 Diploma in Accounting']);
    expect(qualificationsUnderWay('Calm on my own at night. Studying for AAT Level 3.')).toEqual(['AAT Level 3']);
    expect(qualificationsUnderWay('En cours : CAP Poissonnier écailler en alternance (examen juin 2027)')).toEqual(['CAP Poissonnier écailler en alternance']);
    expect(qualificationsUnderWay('Futur enseignant de la conduite | Titre pro ECSR en cours | 11 ans sur la route')).toEqual(['Titre pro ECSR']);
  });

  it('names nothing where no qualification is under way', () => {
    expect(qualificationsUnderWay('Demande d’autorisation de remplacement en cours auprès du CDOI 29.')).toEqual([]);
    expect(qualificationsUnderWay('BTS MUC – 2015')).toEqual([]);
  });
});
