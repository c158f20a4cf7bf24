import { describe, expect, it } from 'vitest';
import { letterInputSchema } from '../rules/letter-input.schema.ts';
import { verificationContext } from '../verify/verification-context.ts';
import { verifyLetter } from '../verify/verify-letter.ts';
import { writeOfflineLetter } from './write-offline-letter.ts';

const RESUME = `Thomas Leroy
06 12 34 56 78 – thomas.leroy@gmail.com – Bordeaux

Boulanger-pâtissier avec 6 ans d'expérience en boulangerie artisanale.

EXPÉRIENCE
Boulangerie Au Bon Pain, Bordeaux — Boulanger (2021 – aujourd'hui)
- Production quotidienne de 400 baguettes et viennoiseries
- Formation de 2 apprentis
- Mise en place des pains au levain naturel, +15 % de chiffre d'affaires
Maison Dufour, Mérignac — Commis boulanger (2018 – 2021)
- Façonnage, cuisson, respect des normes HACCP

FORMATION
CAP Boulanger, CFA de Bordeaux, 2018

Permis B`;

const POSTING = `Boulanger H/F
Les Délices de Margaux · Arcachon
CDI · Temps plein

Les Délices de Margaux, boulangerie-pâtisserie familiale installée sur le front de mer depuis 1998, recherche un boulanger pour renforcer son équipe de 8 personnes.

Vos missions :
- Fabriquer les pains et viennoiseries dans le respect des recettes de la maison
- Gérer les commandes des restaurants partenaires
- Veiller au respect des règles d'hygiène (HACCP)
- Participer à la création de nouveaux produits

Profil :
- CAP Boulanger exigé
- 3 ans d'expérience minimum
- Maîtrise du levain naturel appréciée
- Disponible le week-end`;

const input = letterInputSchema.parse({ resume: RESUME, jobPosting: POSTING, tone: 'formal', language: 'french' });
const context = verificationContext(input);
const letters = [1, 2, 3, 4, 5].flatMap((seed) =>
  ([0, 1, 2] as const).map((variant) => writeOfflineLetter(input, { today: new Date('2026-11-26T10:00:00Z'), variant, seed, check: context.claims })),
);

describe('the offline writer against its own fact check', () => {
  it('hands over no letter the result view would flag for a claim the CV does not back', () => {
    for (const letter of letters) expect(verifyLetter(letter, context).map((failure) => failure.code)).not.toContain('unsupported_claim');
  });

  it('never turns a word of an employer name or a head noun cut from its complement into experience', () => {
    for (const letter of letters) {
      // 'Maison' is only in 'Maison Dufour'; 'respect' alone in 'dans le respect des recettes' says nothing.
      expect(letter).not.toMatch(/l'expérience (?:de la maison|du respect)|La maison fait partie|réalités? que je connais de l'intérieur.*maison/);
      expect(letter).not.toMatch(/viennoiseries dans le respect(?! des recettes)/);
    }
  });

  it('gives CV nouns their right article', () => {
    const quoted = letters.find((letter) => letter.includes('cuisson'));
    if (quoted !== undefined) expect(quoted).toMatch(/le façonnage, la cuisson et le respect des normes HACCP/);
    expect(letters.some((letter) => letter.includes('cuisson'))).toBe(true);
  });
});
