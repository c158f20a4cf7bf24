import { describe, expect, it } from 'vitest';
import { read } from '../writer/reading.ts';
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
});
