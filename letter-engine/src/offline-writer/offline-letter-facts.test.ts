import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { letterInputSchema } from '../rules/letter-input.schema.ts';
import { TONES, type Language, type Tone } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { countWords } from '../text/tokenize.ts';
import { writeOfflineLetter } from './write-offline-letter.ts';

const TODAY = new Date('2026-11-22T10:00:00Z');
const VARIANTS = [0, 1, 2] as const;
const SEEDS = [1, 2, 3, 4, 5];

function write(resume: string, jobPosting: string, options: { language?: Language; tone?: Tone; variant?: 0 | 1 | 2; seed?: number } = {}): string {
  const input = letterInputSchema.parse({ resume, jobPosting, language: options.language ?? 'french', tone: options.tone ?? 'formal' });
  return writeOfflineLetter(input, { today: TODAY, variant: options.variant ?? 0, seed: options.seed ?? 1 });
}

// Every version of every tone for a few seeds: a bug that shows in one phrasing must show here.
function everyLetter(resume: string, posting: string, language: Language = 'french'): string[] {
  return SEEDS.flatMap((seed) => TONES.flatMap((tone) => VARIANTS.map((variant) => write(resume, posting, { language, tone, variant, seed }))));
}

// The body: after the greeting, before the closing formula (the frame is the same in every version).
function body(letter: string): string {
  const blocks = letter.split('\n\n');
  const greeting = blocks.findIndex((block) => /^(?:Madame, Monsieur|Dear Hiring Manager),$/.test(block));
  return blocks.slice(greeting + 1, -2).join('\n');
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) >= 5);
}

function trigrams(text: string): Set<string> {
  const words = foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.slice(2).map((word, at) => `${words[at]} ${words[at + 1]} ${word}`));
}

// Trigrams two bodies share, over the trigrams of the smaller one.
function overlap(a: string, b: string): number {
  const left = trigrams(body(a));
  const right = trigrams(body(b));
  return [...left].filter((gram) => right.has(gram)).length / Math.min(left.size, right.size);
}

const WAITER_CV = `Jean Dupont, 24 ans. Serveur au Café des Arts (Rennes) depuis 2022.
- Service en salle et en terrasse, 80 couverts le midi
- Encaissement et clôture de caisse
Anglais professionnel (TOEIC 880). Permis B.`;

const WAITER_POSTING = `Serveur / Serveuse (H/F) – CDI – Rennes
La Brasserie du Port recrute un serveur pour sa salle de 120 couverts.
Vos missions
- Accueillir les clients et prendre les commandes
- Assurer le service en salle et en terrasse
- Encaisser les additions
Profil
- Une première expérience en service en salle
- Anglais apprécié (clientèle touristique)
- Permis B souhaité pour les livraisons`;

describe('writeOfflineLetter never turns an age, a certificate or a licence into a job or a skill', () => {
  const letters = everyLetter(WAITER_CV, WAITER_POSTING).map((letter) => foldText(letter));

  it.each([
    ['an age as a job', /poste de 24 ans|comme 24 ans|en tant que 24 ans/],
    ['an age as experience', /experience de 24 ans|24 ans d'experience/],
    ['the TOEIC as a skill', /competences? en toeic|maitris\w* (?:du |le |de )?toeic|pratique (?:du |le )?toeic/],
    ['a licence as a skill', /competences? en permis|maitris\w* (?:du |le |de )?permis|pratique (?:du |le )?permis/],
    ['a level the CV does not give', /anglais courant/],
  ])('states no %s', (_case, pattern) => {
    for (const letter of letters) expect(letter).not.toMatch(pattern);
  });

  it('still says what the CV says: the job, and the licence the posting asks for', () => {
    for (const letter of letters) expect(letter).toMatch(/serveur/);
    expect(letters.some((letter) => /permis b/.test(letter))).toBe(true);
  });
});

describe('writeOfflineLetter argues from the CV fact that best answers the posting', () => {
  const resume = `Léa Martin
Data Analyst
EXPÉRIENCE
Data Analyst — Shopline, Paris | 2021 – aujourd'hui
- Maintenance des tableaux de bord hebdomadaires des ventes
- Nettoyage des données clients dans Excel
- Conception et analyse de 14 A/B tests sur le tunnel d'achat, +12 % de conversion
COMPÉTENCES
SQL, Python, Excel`;
  const posting = `Data Analyst Produit (H/F) – Modo – Lyon
Modo est une application de mode d'occasion utilisée par 2 millions de personnes.
Vos missions
- Concevoir, lancer et analyser les A/B tests de l'équipe produit
- Suivre les indicateurs de conversion du tunnel d'achat
Profil
- Expérience des A/B tests indispensable
- Maîtrise de SQL`;

  it.each(SEEDS)('argues the A/B tests in every version, with the figures in at least two of three (seed %s)', (seed) => {
    const letters = VARIANTS.map((variant) => write(resume, posting, { variant, seed }));
    for (const letter of letters) expect(letter).toMatch(/A\/B tests|tests A\/B/);
    expect(letters.filter((letter) => /14 A\/B tests/.test(letter) && /\+12 %/.test(letter)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('writeOfflineLetter: one generation, three versions, and the next generation', () => {
  const [resume, posting] = [readResume('fr-camille-martin'), readPosting('fr-developpeur-full-stack')];

  it.each(TONES)('writes another letter for another seed (%s)', (tone) => {
    expect(write(resume, posting, { tone, seed: 1 })).not.toBe(write(resume, posting, { tone, seed: 2 }));
  });

  it.each(TONES.flatMap((tone) => SEEDS.map((seed) => ({ tone, seed }))))(
    'writes three versions that share no sentence and few word sequences ($tone, seed $seed)',
    ({ tone, seed }) => {
      const versions = VARIANTS.map((variant) => write(resume, posting, { tone, variant, seed }));
      const [a, b, c] = versions as [string, string, string];
      const all = versions.flatMap((letter) => [...new Set(sentences(body(letter)))]);
      expect(new Set(all).size).toBe(all.length);
      for (const [left, right] of [[a, b], [a, c], [b, c]] as const) expect(overlap(left, right)).toBeLessThan(0.35);
    },
  );

  it.each([
    ['a rich CV', 'fr-camille-martin', 'fr-developpeur-full-stack'],
    ['a one-line CV', 'fr-thomas-petit', 'fr-comptable'],
  ])('writes 300–400 words for %s, whatever the seed', (_case, cv, offer) => {
    for (const letter of everyLetter(readResume(cv), readPosting(offer))) {
      expect(countWords(letter)).toBeGreaterThanOrEqual(300);
      expect(countWords(letter)).toBeLessThanOrEqual(400);
    }
  });
});

describe('writeOfflineLetter in another language than the CV and the posting', () => {
  const resume = readResume('en-emily-clarke');
  const posting = readPosting('en-data-analyst');
  const letters = everyLetter(resume, posting, 'french');

  // Four words in a row from an English line of the CV or the posting would be pasted English.
  const englishRuns = [...resume.split('\n'), ...posting.split('\n')].filter((line) => !line.includes('@')).flatMap((line) => {
    const words = foldText(line).match(/[a-z]+/g) ?? [];
    return words.slice(3).map((word, at) => `${words[at]} ${words[at + 1]} ${words[at + 2]} ${word}`);
  });

  it('never pastes the English bullets or sentences into a French letter', () => {
    for (const letter of letters) {
      const text = (foldText(body(letter)).match(/[a-z]+/g) ?? []).join(' ');
      const pasted = englishRuns.filter((run) => text.includes(run) && !/northwind analytics|data analyst/.test(run));
      expect(pasted).toEqual([]);
    }
  });

  it('still names the employer, the tools and the figures the CV holds, in French sentences', () => {
    for (const letter of letters) {
      expect(letter).toMatch(/Tesco/);
      expect(letter).toMatch(/SQL|Power BI|Python/);
      expect(letter).toMatch(/Madame, Monsieur,/);
    }
  });
});

describe('a posting asking for weekends, to a CV that shows them', () => {
  const resume = `Chloe Bradshaw, 22 – Leeds – 07845 330 219
Sales Assistant, JD Sports (Trinity Leeds), Sep 2022 – Present: customer service, cash handling, weekend shifts`;
  const posting = `Reception Team Member – Pulse Fitness Leeds

What we need from you:
✅ Customer service experience (retail, hospitality, leisure…)
✅ Weekend availability`;

  it('says the candidate works weekends, in the words of the posting for its skills', () => {
    for (const letter of everyLetter(resume, posting, 'english')) {
      expect(letter).toMatch(/\bweekends\b/);
      expect(letter).toMatch(/customer service/i);
    }
  });
});
