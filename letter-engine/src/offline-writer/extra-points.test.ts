import { describe, expect, it } from 'vitest';
import { writeOfflineLetter } from './write-offline-letter.ts';

describe('a CV answering more posting lines than a shape argues', () => {
  it('names the further answers while the letter has room for them', () => {
    const jobPosting = `Coordinateur d'événements (H/F)
Maison Lumen

Tes missions
- Brief client et rétroplanning
- Recherche et réservation des lieux
- Négociation avec les traiteurs
- Suivi du budget sur Excel
- Gestion des inscriptions et des badges
- Coordination le jour J sur site`;
    const resume = `Camille Roux
Paris – 06 12 34 56 78 – camille.roux@mail.fr

EXPÉRIENCE
Chargée de projets événementiels – Salons Expo Pro (2022 – 2026)
- Rétroplanning de quatre salons par an
- Recherche de lieux pour les séminaires clients
- Négociation avec les traiteurs et les standistes
- Suivi du budget sur Excel
- Badges et inscriptions sur Weezevent
- Coordination sur site le jour J`;
    const letter = writeOfflineLetter({ resume, jobPosting, language: 'french', tone: 'formal' }, { today: new Date(Date.UTC(2026, 10, 22)), variant: 0, seed: 3 });
    const named = ['rétroplanning', 'lieux', 'traiteurs', 'budget', 'badges', 'jour J'].filter((word) => letter.includes(word));
    expect(named.length).toBeGreaterThanOrEqual(5);
  });
});
