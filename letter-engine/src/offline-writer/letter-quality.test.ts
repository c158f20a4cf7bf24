import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { parsePosting } from '../posting/parse-posting.ts';
import { letterInputSchema } from '../rules/letter-input.schema.ts';
import { TONES, type Language } from '../rules/limits.ts';
import { ENGLISH_FORMAL } from './english/formal.ts';
import { ENGLISH_FRIENDLY } from './english/friendly.ts';
import { ENGLISH_IMPACTFUL } from './english/impactful.ts';
import { FRENCH_FORMAL } from './french/formal.ts';
import { FRENCH_FRIENDLY } from './french/friendly.ts';
import { frenchClause } from './french/evidence-clause.ts';
import { deYears, years } from './french/grammar.ts';
import { FRENCH_IMPACTFUL } from './french/impactful.ts';
import { stockFit, tradeFamily } from './stock-fit.ts';
import { writeOfflineLetter } from './write-offline-letter.ts';
import { analyzePosting } from '../posting/analyze-posting.ts';

const TODAY = new Date('2026-11-22T10:00:00Z');
const VARIANTS = [0, 1, 2] as const;
const SEEDS = [3, 11];

const WAITER_POSTING = `Le Comptoir des Halles recrute un Serveur / serveuse (H/F) en CDI à Dijon

Brasserie de 120 couverts au cœur des halles, Le Comptoir des Halles accueille habitués et touristes toute l'année.

Vos missions
- Service en salle et en terrasse
- Encaissement et tenue de la caisse
- Mise en place et débarrassage

Profil
- Une première expérience en saison ou en brasserie
- Anglais apprécié`;

const SENIOR_ANALYST_POSTING = `Senior Data Analyst – Spotify – Stockholm

About Spotify
Spotify is the world's most popular audio streaming service, with 600 million listeners.

What you'll do
- Design, run and analyse A/B tests on new recommendation features
- Build dashboards in Tableau for product squads
- Mentor junior analysts

Who you are
- 5+ years of experience in product analysis
- Expert SQL and Python (Pandas)
- Strong product sense, metrics and analysis skills
- Causal inference is a plus`;

type Case = { name: string; resume: string; posting: string; language: Language; company: string; rich: boolean };

// Several trades and both languages; `rich` CVs have enough facts that stock sentences never need to follow each other.
const CASES: readonly Case[] = [
  { name: 'waiter with seasons and a terrace', resume: readResume('fr-paul-girard-serveur-saisons'), posting: WAITER_POSTING, language: 'french', company: 'Comptoir des Halles', rich: false },
  { name: 'one-line waiter CV', resume: readResume('fr-jean-dupont-thin'), posting: WAITER_POSTING, language: 'french', company: 'Comptoir des Halles', rich: false },
  { name: 'full-stack developer', resume: readResume('fr-camille-martin'), posting: readPosting('fr-developpeur-full-stack'), language: 'french', company: 'Meditrack', rich: true },
  { name: 'logistics project lead', resume: readResume('fr-julien-moreau'), posting: readPosting('fr-chef-de-projet-logistique'), language: 'french', company: '', rich: true },
  { name: 'senior data analyst', resume: readResume('en-priya-shah-data-analyst'), posting: SENIOR_ANALYST_POSTING, language: 'english', company: 'Spotify', rich: true },
  { name: 'data analyst', resume: readResume('en-emily-clarke'), posting: readPosting('en-data-analyst'), language: 'english', company: '', rich: true },
];

type Letter = { text: string; body: string[]; variant: number; seed: number };

function bodyOf(letter: string, language: Language): string[] {
  const blocks = letter.split('\n\n');
  const greeting = blocks.findIndex((block) => (language === 'french' ? /^Madame|^Monsieur|^Bonjour/ : /^Dear|^Hello/).test(block));
  // The closing formula and the signature follow the last body paragraph.
  return blocks
    .slice(greeting + 1, -2)
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=\p{Lu})/u))
    .map((sentence) => sentence.trim());
}

function lettersOf(item: Case): Letter[] {
  return TONES.flatMap((tone) =>
    SEEDS.flatMap((seed) =>
      VARIANTS.map((variant) => {
        const input = letterInputSchema.parse({ resume: item.resume, jobPosting: item.posting, language: item.language, tone });
        const text = writeOfflineLetter(input, { today: TODAY, variant, seed });
        return { text, body: bodyOf(text, item.language), variant, seed };
      }),
    ),
  );
}

const LETTERS = new Map(CASES.map((item) => [item, lettersOf(item)]));
const lettersFor = (item: Case): Letter[] => LETTERS.get(item) ?? [];

// Every stock sentence the tone books can write, for any candidate.
const STOCK = new Set(
  [FRENCH_FORMAL, FRENCH_FRIENDLY, FRENCH_IMPACTFUL, ENGLISH_FORMAL, ENGLISH_FRIENDLY, ENGLISH_IMPACTFUL].flatMap((book) =>
    (['masculine', 'feminine', null] as const).flatMap((gender) =>
      book.stock.map((phrase) => phrase({ language: 'french', tone: 'formal', gender, company: null, position: null, location: null, contract: null }, undefined)),
    ),
  ),
);

describe('French counts of years', () => {
  it('writes small counts in words and elides only before "un"', () => {
    expect([1, 3, 8, 11, 12].map(years)).toEqual(['un an', 'trois ans', 'huit ans', '11 ans', '12 ans']);
    expect([1, 8, 11].map(deYears)).toEqual(["d'un an", 'de huit ans', 'de 11 ans']);
  });

  it.each(CASES.filter((item) => item.language === 'french'))('never writes "1 an" or "de un an" ($name)', (item) => {
    for (const { body } of lettersFor(item)) {
      for (const sentence of body) expect(sentence).not.toMatch(/\bde 1 an\b|\b1 an d'|\bde un an\b|\b(?:Mes|Les|Ces) un an\b|\bd'1\b/i);
    }
  });
});

describe('contexts and generic words are never claimed as skills', () => {
  const MASTERY = /maîtris|compétences en|proficient|command of|skills in|toolkit/i;
  it.each(CASES)('$name', (item) => {
    for (const { body } of lettersFor(item)) {
      for (const sentence of body.filter((text) => MASTERY.test(text))) {
        expect(sentence).not.toMatch(/\b(?:saisons?|terrasse)\b/i);
        expect(sentence).not.toMatch(/(?:\bin |, | and )(?:product|analysis|metrics)(?=,| and\b|\.)/);
      }
    }
  });

  it('tells the waiter’s seasons and terrace as experience', () => {
    const [waiter] = CASES;
    const told = lettersFor(waiter as Case).some(({ body }) => body.some((sentence) => /terrasse|saison/i.test(sentence) && /expérience|connais/i.test(sentence)));
    expect(told).toBe(true);
  });
});

describe('stock sentences', () => {
  it.each(CASES.filter((item) => item.rich))('never two in a row for a CV with facts ($name)', (item) => {
    for (const { body } of lettersFor(item)) {
      const pairs = body.filter((sentence, index) => index > 0 && STOCK.has(sentence) && STOCK.has(body[index - 1] ?? ''));
      expect(pairs, body.join("\n")).toEqual([]);
    }
  });

  it.each(CASES)('never the same one in two versions of a letter ($name)', (item) => {
    for (const seed of SEEDS) {
      const stock = lettersFor(item)
        .filter((letter) => letter.seed === seed)
        .map(({ body }) => body.filter((sentence) => STOCK.has(sentence)));
      // Grouped by tone: three versions each.
      for (let at = 0; at < stock.length; at += 3) {
        const versions = stock.slice(at, at + 3).flat();
        expect(new Set(versions).size).toBe(versions.length);
      }
    }
  });

  it('fit the trade and the seniority', () => {
    const waiter = analyzePosting(WAITER_POSTING);
    const senior = analyzePosting(SENIOR_ANALYST_POSTING);
    expect(tradeFamily(waiter, WAITER_POSTING)).toBe('hospitality');
    expect(tradeFamily(senior, SENIOR_ANALYST_POSTING)).toBe('tech');
    const waiterFits = stockFit(waiter, WAITER_POSTING, 1);
    expect(waiterFits("J'ai le goût du travail soigné et des dossiers tenus à jour.")).toBe(false);
    expect(waiterFits("J'accorde une attention particulière à la qualité de l'accueil et du service rendu.")).toBe(true);
    const seniorFits = stockFit(senior, SENIOR_ANALYST_POSTING, 6);
    expect(seniorFits('I apply myself seriously to learning the methods specific to each organisation.')).toBe(false);
    expect(seniorFits('I am convinced that consistent effort makes the difference over time.')).toBe(false);
    expect(seniorFits('I pay particular attention to the quality of welcome and service.')).toBe(false);
    expect(seniorFits('I can say clearly what is moving, what is blocked and what needs deciding.')).toBe(true);
  });

  it('a waiter keeps no files and a senior analyst makes no beginner’s promises, in any letter', () => {
    const [waiter, , , , senior] = CASES;
    for (const { body } of lettersFor(waiter as Case)) expect(body.join(' ')).not.toMatch(/dossiers/);
    for (const { body } of lettersFor(senior as Case)) expect(body.join(' ')).not.toMatch(/methods specific to each organisation|consistent effort|learn alongside/);
  });
});

describe('no repetition inside a letter', () => {
  it.each(CASES)('the company at most three times, "au cours de mon parcours" at most once ($name)', (item) => {
    const company = item.company || (parsePosting(item.posting).company ?? '');
    for (const { text } of lettersFor(item)) {
      if (company !== '') expect(text.split(company).length - 1).toBeLessThanOrEqual(3);
      expect(text.split('au cours de mon parcours').length - 1).toBeLessThanOrEqual(1);
    }
  });

  it.each(CASES)('no skill list turned into a priority ($name)', (item) => {
    for (const { text } of lettersFor(item)) expect(text).not.toMatch(/une priorité\.|a priority\./);
  });
});

describe('French CV bullets written as noun phrases are quoted, not left out', () => {
  it.each([
    ['Classe de CE1 (25 élèves), puis CE1-CE2 en double niveau', true, 'mon travail comprend notamment une classe de CE1 (25 élèves), puis CE1-CE2 en double niveau'],
    ['Ateliers autonomes inspirés de la pédagogie Montessori', false, 'mon travail comprenait notamment des ateliers autonomes inspirés de la pédagogie Montessori'],
    ["Chiffre d'affaires du rayon en hausse de 9 % en 2024", true, "j'ai obtenu un chiffre d'affaires du rayon en hausse de 9 % en 2024"],
    ['Taux de satisfaction de 92 %', true, "j'ai atteint un taux de satisfaction de 92 %"],
    ['Zéro accident responsable en 13 ans', true, null],
    ['La sécurité compte beaucoup pour moi', true, null],
  ])('%s', (bullet, current, clause) => {
    expect(frenchClause(bullet, { current, turn: 0 })).toBe(clause);
  });
});
