import { describe, expect, it } from 'vitest';
import type { EvidenceFact, JobFact } from './letter-facts.ts';
import { FRENCH_VOICE } from './french/french-voice.ts';
import { MEASURED_RESULT, quotableResult } from './result-line.ts';

describe('quotableResult', () => {
  it('quotes a measured result as a noun phrase a colon takes, lowered unless it opens on a name', () => {
    expect(quotableResult("Chiffre d'affaires personnel de 1,1 M€ en 2021, premier de l'agence trois années de suite")).toBe("chiffre d'affaires personnel de 1,1 M€ en 2021, premier de l'agence trois années de suite");
    expect(quotableResult('Site availability kept above 97.5% in 2025.')).toBe('site availability kept above 97.5% in 2025');
    expect(quotableResult('RabbitMQ-based job queue, 99.95% uptime')).toBe('RabbitMQ-based job queue, 99.95% uptime');
  });

  it("drops a heading's colon, and joins a longer phrase before the CV's colon with a comma", () => {
    expect(quotableResult('Résultats : taux de service porté de 96,1 % à 99,3 %')).toBe('taux de service porté de 96,1 % à 99,3 %');
    expect(quotableResult('Fiche de réglage créée pour une pièce médicale : réglage passé de 40 à 25 min')).toBe('fiche de réglage créée pour une pièce médicale, réglage passé de 40 à 25 min');
  });

  it('refuses what is no result: a count, a range of a rate, a line without figures', () => {
    expect(quotableResult('Visite médicale auprès de 180 médecins (diabétologues, généralistes, pharmaciens)')).toBeNull();
    expect(quotableResult('Accueil physique et téléphonique de 40 à 90 clients par jour')).toBeNull();
    expect(quotableResult('60 to 80 calls a day on the emergency line')).toBeNull();
    expect(quotableResult('Urgences obstétricales et gynécologiques')).toBeNull();
  });

  it('refuses what a colon cannot take whole: a fragment, capitals, two sentences, an open bracket, the candidate speaking', () => {
    expect(quotableResult('puis marge passée de 12 % à 15 %')).toBeNull();
    expect(quotableResult('ENVIRON 8 VEHICULES PAR SEMAINE, MOINS DE 2 % DE REPRISES PEINTURE EN 2025')).toBeNull();
    expect(quotableResult('Taux de service porté de 96,1 % à 99,3 %. Déploiement des rituels Lean')).toBeNull();
    expect(quotableResult('Couverture de tests passée de 55 % à 82 % (Jest')).toBeNull();
    expect(quotableResult("J'ai réduit les pertes de 12 %")).toBeNull();
    expect(quotableResult('Turnover down 20%; rota rebuilt')).toBeNull();
  });
});

describe('MEASURED_RESULT', () => {
  it('reads a unit letter only at the end of its word', () => {
    expect(MEASURED_RESULT.test('portefeuille de 2 M€')).toBe(true);
    expect(MEASURED_RESULT.test('budget of 40k')).toBe(true);
    expect(MEASURED_RESULT.test('auprès de 180 médecins')).toBe(false);
  });
});

describe('the result frame of each voice', () => {
  const job: JobFact = { title: 'Conseillère voyages', employer: 'Ailleurs & Co Voyages', startYear: 2015, endYear: 2022, current: false, sharedEmployer: false, volunteer: false };
  const fact: EvidenceFact = { id: 1, text: "Chiffre d'affaires personnel de 1,1 M€ en 2021, premier de l'agence trois années de suite", job, answers: { concepts: [], stems: [] }, figure: true };
  const style = { tone: 'formal', variant: 0, seed: 1 } as const;

  it('says where when the result opens its job’s facts, and only the figures after a sentence that named the job', () => {
    expect(FRENCH_VOICE.evidence(fact, true, 0, style)).toBe("Chez Ailleurs & Co Voyages, en chiffres : chiffre d'affaires personnel de 1,1 M€ en 2021, premier de l'agence trois années de suite.");
    expect(FRENCH_VOICE.evidence(fact, false, 1, { ...style, variant: 1 })).toBe("Quelques chiffres : chiffre d'affaires personnel de 1,1 M€ en 2021, premier de l'agence trois années de suite.");
    expect(FRENCH_VOICE.resultFrame.test(FRENCH_VOICE.evidence(fact, true, 0, style) ?? '')).toBe(true);
  });

  it('is never the letter’s opening', () => {
    expect(FRENCH_VOICE.resultOpening({} as never, fact, style)).toBeNull();
  });
});

describe('a span of figures', () => {
  it('is a result only in a line that says something moved', () => {
    expect(quotableResult('Pelles hydrauliques de 14 à 30 T, chargeuse sur pneus, mini-pelle')).toBeNull();
    expect(quotableResult('Délai de rendez-vous passé de 5 à 2 semaines')).toBe('délai de rendez-vous passé de 5 à 2 semaines');
    expect(quotableResult('Team NPS up from +18 to +34 in 2024')).toBe('team NPS up from +18 to +34 in 2024');
  });
});
