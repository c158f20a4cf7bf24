import { describe, expect, it } from 'vitest';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';

const claims = (resume: string, letter: string, posting?: string) =>
  findUnsupportedClaims({ resume, letter: `Madame, Monsieur,\n\n${letter}`, language: 'french', ...(posting === undefined ? {} : { posting }) });

describe('claims narrower than what the CV holds', () => {
  it('flags a diploma of another specialty than the CV’s', () => {
    expect(claims('CAP Boulanger, CFA de Bordeaux, 2018', 'Je suis titulaire du CAP Pâtissier.')).toEqual(['CAP Pâtissier']);
    expect(claims('CAP Boulanger, CFA de Bordeaux, 2018', 'Je suis titulaire du CAP Boulanger.')).toEqual([]);
  });

  it('does not let a fresh-produce CV back butchery or a fish counter', () => {
    const resume = 'Chef de rayon produits frais – Leclerc – 2019 – 2024\n- Gestion du rayon frais (fruits et légumes, crèmerie)';
    const posting = 'Chef de rayon produits frais (H/F)\nVotre profil :\n- 3 ans en produits frais\n- Une expérience en boucherie serait un plus';
    expect(claims(resume, 'Je maîtrise la boucherie.', posting)).toEqual(['boucherie']);
    expect(claims(resume, "J'ai géré le rayon produits frais.", posting)).toEqual([]);
  });
});
