import { describe, expect, it } from 'vitest';
import { letterInputSchema } from '../rules/letter-input.schema.ts';
import { read } from '../writer/reading.ts';
import { writeOfflineLetter } from '../writer/write-letter.ts';
import { sentenceSources } from './sentence-sources.ts';

const TODAY = new Date('2026-11-29T10:00:00Z');

const FRENCH = {
  resume: `Camille Martin
camille.martin@exemple.fr

EXPÉRIENCE
Développeuse Full Stack — Cloudia, Lyon | 2021 – aujourd'hui
- Refonte de l'espace client en React et TypeScript, utilisé par 40 000 clients
- Mise en place des tests automatisés et de la chaîne CI/CD sur GitLab

FORMATION
Master Informatique, Université Lyon 1 — 2018`,
  posting: `Meditrack recrute un Développeur Full Stack (H/F) à Lyon.

Vos missions :
- Écrire des tests automatisés et maintenir la chaîne CI/CD.

Profil recherché :
- Maîtrise de React et TypeScript indispensable.`,
  letter: `Madame, Monsieur,

Chez Cloudia, j'ai refondu l'espace client en React et TypeScript pour 40 000 clients. J'ai aussi mis en place les tests automatisés et la chaîne CI/CD sur GitLab. Je maîtrise également Kubernetes au quotidien depuis plusieurs années.

Je serais ravie de vous rencontrer pour en parler de vive voix.

Camille Martin`,
};

const ENGLISH = {
  resume: `Priya Shah
priya.shah@example.com

EXPERIENCE
Senior Data Analyst, ASOS, 2021 - present
- Built a Python experimentation library used by 25 analysts
- Automated weekly trading reports in SQL and Tableau, saving 10 hours a week`,
  posting: `Northwind Analytics is hiring a Data Analyst.

Responsibilities:
- Automate recurring reports with Python.

Requirements:
- Advanced SQL and Tableau.`,
  letter: `Dear Hiring Manager,

At ASOS, I automated weekly trading reports in SQL and Tableau, saving ten hours a week. I would welcome the chance to discuss how I could help your team grow.

Yours sincerely,
Priya Shah`,
};

describe('sentenceSources', () => {
  it('ties each French sentence stating a fact to its CV line and the posting line it answers', () => {
    const sources = sentenceSources(read(FRENCH.resume, FRENCH.posting, TODAY), FRENCH.letter, 'french');
    expect(sources).toEqual([
      {
        sentence: "Chez Cloudia, j'ai refondu l'espace client en React et TypeScript pour 40 000 clients.",
        cvLine: "Refonte de l'espace client en React et TypeScript, utilisé par 40 000 clients",
        postingLine: 'Maîtrise de React et TypeScript indispensable.',
        flagged: null,
      },
      {
        sentence: "J'ai aussi mis en place les tests automatisés et la chaîne CI/CD sur GitLab.",
        cvLine: 'Mise en place des tests automatisés et de la chaîne CI/CD sur GitLab',
        postingLine: 'Écrire des tests automatisés et maintenir la chaîne CI/CD.',
        flagged: null,
      },
      // The fact check's reason, though no CV line backs the sentence.
      { sentence: 'Je maîtrise également Kubernetes au quotidien depuis plusieurs années.', cvLine: null, postingLine: null, flagged: 'Absent de votre CV : Kubernetes.' },
    ]);
  });

  it('ties an English sentence to its CV line and leaves the polite sentences, greeting and signature out', () => {
    const sources = sentenceSources(read(ENGLISH.resume, ENGLISH.posting, TODAY), ENGLISH.letter, 'english');
    expect(sources).toEqual([
      {
        sentence: 'At ASOS, I automated weekly trading reports in SQL and Tableau, saving ten hours a week.',
        cvLine: 'Automated weekly trading reports in SQL and Tableau, saving 10 hours a week',
        postingLine: 'Advanced SQL and Tableau.',
        flagged: null,
      },
    ]);
  });

  it("finds no CV line for a sentence that only repeats the posting's company and position", () => {
    const letter = 'Madame, Monsieur,\n\nVotre offre de Développeur Full Stack chez Meditrack a retenu toute mon attention.\n';
    expect(sentenceSources(read(FRENCH.resume, FRENCH.posting, TODAY), letter, 'french')).toEqual([]);
  });

  describe('a sentence saying where the candidate lives', () => {
    const resume = `Yann Le Roux
Vendeur
12 rue de Brest, 29000 Quimper – 06 11 22 33 44 – yann.leroux@exemple.fr

EXPÉRIENCE
Vendeur — Leclerc, Quimper · 2021 – 2025
• Mise en rayon et conseil client au rayon bricolage
• Encaissement et gestion des retours

FORMATION
Bac pro Commerce — 2021`;
    const posting = `Vendeur (H/F)
Carrefour – Quimper (29)

Missions :
- Conseil client et vente au rayon bricolage
- Mise en rayon et encaissement

Profil :
- Une première expérience en vente`;
    const address = '12 rue de Brest, 29000 Quimper – 06 11 22 33 44 – yann.leroux@exemple.fr';

    it("rests on the CV's address line and the posting line naming the place, in the offline writer's letters", () => {
      const input = letterInputSchema.parse({ resume, jobPosting: posting, tone: 'formal', language: 'french' });
      const reading = read(resume, posting, TODAY);
      // Every version and seed that tells it: the writer words it several ways, and one version in three leaves it out.
      const told = [1, 2, 3, 4].flatMap((seed) =>
        ([0, 1, 2] as const).flatMap((variant) => sentenceSources(reading, writeOfflineLetter(input, { today: TODAY, variant, seed }), 'french').filter((source) => /habite|je vis/u.test(source.sentence))),
      );
      expect(told.length).toBeGreaterThan(0);
      for (const source of told) expect(source).toEqual({ sentence: source.sentence, cvLine: address, postingLine: 'Carrefour – Quimper (29)', flagged: null });
    });

    it("in a model's letter too, in English, the CV's town named in its own language", () => {
      const london = read('Julie Martin\nLondres – 07700 900 123\n\nEXPÉRIENCE\nVendeuse — Zara · 2021 – 2025\n• Conseil client', 'Sales Assistant\nSelfridges – London\nDuties: sales.', TODAY);
      const letter = 'Dear Hiring Manager,\n\nI live in London, where Selfridges is based, and I can start at once.\n\nYours sincerely,\nJulie Martin';
      expect(sentenceSources(london, letter, 'english')).toEqual([
        { sentence: 'I live in London, where Selfridges is based, and I can start at once.', cvLine: 'Londres – 07700 900 123', postingLine: 'Selfridges – London', flagged: null },
      ]);
    });

    it("gives the candidate's line only to the candidate's home: the post's own place is not where they live", () => {
      const reading = read(resume, posting, TODAY);
      const letter = 'Madame, Monsieur,\n\nLe poste de vendeur proposé par Carrefour est basé à Quimper, en centre-ville.\n';
      expect(sentenceSources(reading, letter, 'french')).toEqual([]);
      const nearby = 'Madame, Monsieur,\n\nJ’habite à Brest, à une heure de route du magasin, et je me déplace sans difficulté.\n';
      expect(sentenceSources(reading, nearby, 'french')).toEqual([]);
      const anotherTown = 'Madame, Monsieur,\n\nJ’habite à Quimperlé depuis toujours et je connais bien la région.\n';
      expect(sentenceSources(reading, anotherTown, 'french')).toEqual([]);
    });
  });

  describe("a sentence telling a move to the post's town", () => {
    it("rests on the CV line stating the move and the posting line naming the place, in every version that tells it", () => {
      const resume = "Camille Rey\nNîmes (30) – installation à Tours prévue en janvier 2027\n\nEXPÉRIENCE\n2019 – aujourd'hui : Serveuse, Brasserie du Port, Nîmes\n- Service en salle et encaissement";
      const posting = "Serveur / Serveuse (H/F) – Le Bistrot des Halles – Tours\n\nMissions :\n- Service en salle et encaissement";
      const input = letterInputSchema.parse({ resume, jobPosting: posting, tone: 'formal', language: 'french' });
      const reading = read(resume, posting, TODAY);
      const told = ([0, 1, 2] as const).flatMap((variant) => sentenceSources(reading, writeOfflineLetter(input, { today: TODAY, variant, seed: 2 }), 'french').filter((source) => /install/u.test(source.sentence)));
      expect(told).toHaveLength(3);
      for (const source of told) expect([source.cvLine, source.postingLine]).toEqual(['Nîmes (30) – installation à Tours prévue en janvier 2027', 'Serveur / Serveuse (H/F) – Le Bistrot des Halles – Tours']);
    });
  });
});
