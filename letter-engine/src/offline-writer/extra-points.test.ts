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

  it("names a fourth duty of a one-line CV once the version has used its share of phrasings for the others", () => {
    const jobPosting = `Checkout Colleague
Greenway Foods, Dover

Your role
• Keep the self-checkouts running
• Take card payments
• Carry out age checks on alcohol
• Counting the till at close`;
    const resume = `Julie Martin
Calais – 06 11 22 33 44 – julie.martin@mail.fr

2021 – 2026 : Caissière, Carrefour Market, Calais – caisses automatiques, paiement par carte bancaire, contrôle d'âge, comptage de caisse`;
    for (const variant of [0, 1, 2] as const) {
      const letter = writeOfflineLetter({ resume, jobPosting, language: 'english', tone: 'friendly' }, { today: new Date(Date.UTC(2026, 10, 22)), variant, seed: 5 });
      const named = ['self-checkout', 'card payments', 'age checks', 'counting the till'].filter((words) => letter.toLowerCase().includes(words));
      expect(named.length, letter).toBeGreaterThanOrEqual(4);
    }
  });
});
