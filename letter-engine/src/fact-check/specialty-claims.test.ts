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

describe('a diploma the CV does not hold', () => {
  const posting = "Conseiller funéraire (H/F)\nProfil :\n- Diplôme national de conseiller funéraire obligatoire";

  it('flags a diploma named by its word when the CV lists no education at all', () => {
    const resume = "Sandrine Moreau. Agente d'accueil à la mairie de Besançon depuis 2021 : déclarations de décès, actes.";
    expect(claims(resume, "J'ai le diplôme national de conseiller funéraire.", posting)).toEqual(['diplôme']);
  });

  it('flags a diploma whose specialty the CV never writes, and lets one it holds pass', () => {
    const resume = "Sandrine Moreau. Bac pro Gestion-Administration (2004). Secrétaire médicale au CHU de 2009 à 2021.";
    expect(claims(resume, 'Mon diplôme de maître de cérémonie me permet de vous rejoindre.', posting)).toEqual(['diplôme de maître de cérémonie']);
    expect(claims(resume, 'Mon diplôme de Gestion-Administration m’a appris la rigueur.', posting)).toEqual([]);
  });

  it('never reads the letter format’s words as claims', () => {
    expect(
      findUnsupportedClaims({ resume: 'Jane Doe. Barista at Costa since 2022.', letter: 'Hiring Manager\nAcme\n\nDear Hiring Manager,\n\nI make coffee.', language: 'english', posting: 'Barista\nReporting to our Store Manager.' }),
    ).toEqual([]);
  });
});
