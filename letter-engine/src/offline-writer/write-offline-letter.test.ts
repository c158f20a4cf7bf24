import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { findUnsupportedClaims } from '../fact-check/find-unsupported-claims.ts';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { parsePosting } from '../posting/parse-posting.ts';
import { letterInputSchema } from '../rules/letter-input.schema.ts';
import { LANGUAGES, TONES, type Language, type Tone } from '../rules/limits.ts';
import { countWords } from '../text/tokenize.ts';
import { writeOfflineLetter } from './write-offline-letter.ts';

const TODAY = new Date('2026-11-22T10:00:00Z');
const VARIANTS = [0, 1, 2] as const;
const SEED = 7;

// Each CV fixture with the posting it answers; the last pair is a one-sentence CV against an
// unrelated posting, the hardest case for the 300-word floor.
const PAIRS = [
  { resume: 'fr-camille-martin', posting: 'fr-developpeur-full-stack', language: 'french' },
  { resume: 'fr-sarah-benali', posting: 'fr-marketing-digital', language: 'french' },
  { resume: 'fr-julien-moreau', posting: 'fr-chef-de-projet-logistique', language: 'french' },
  { resume: 'en-daniel-okafor', posting: 'en-backend-engineer', language: 'english' },
  { resume: 'en-emily-clarke', posting: 'en-data-analyst', language: 'english' },
  { resume: 'fr-thomas-petit', posting: 'fr-comptable', language: 'french' },
] as const;

function write(resume: string, posting: string, language: Language, tone: Tone, variant: 0 | 1 | 2, emphasis?: string): string {
  const input = letterInputSchema.parse({ resume: readResume(resume), jobPosting: readPosting(posting), language, tone, emphasis });
  return writeOfflineLetter(input, { today: TODAY, variant, seed: SEED });
}

function sentences(letter: string): string[] {
  return letter
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

// Share of the shorter letter's sentences that the other letter repeats word for word.
function sharedSentenceRatio(a: string, b: string): number {
  const left = sentences(a);
  const right = new Set(sentences(b));
  return left.filter((sentence) => right.has(sentence)).length / Math.min(left.length, right.size);
}

const ALL = PAIRS.flatMap((pair) => TONES.flatMap((tone) => VARIANTS.map((variant) => ({ ...pair, tone, variant }))));

describe('writeOfflineLetter: every CV, tone and version', () => {
  it.each(ALL)('writes 300–400 words for $resume, $tone, version $variant', ({ resume, posting, language, tone, variant }) => {
    const words = countWords(write(resume, posting, language, tone, variant));
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(400);
  });

  it.each(ALL)('writes in the chosen language for $resume, $tone, version $variant', ({ resume, posting, language, tone, variant }) => {
    expect(franc(write(resume, posting, language, tone, variant))).toBe(language === 'french' ? 'fra' : 'eng');
  });

  it.each(ALL)('names the company and the position for $resume, $tone, version $variant', ({ resume, posting, language, tone, variant }) => {
    const letter = write(resume, posting, language, tone, variant);
    const { company, position } = parsePosting(readPosting(posting));
    expect(letter).toContain(company ?? '');
    expect(letter).toContain(position ?? '');
  });

  it.each(ALL)('claims no skill the CV lacks for $resume, $tone, version $variant', ({ resume, posting, language, tone, variant }) => {
    const letter = write(resume, posting, language, tone, variant);
    expect(findUnsupportedClaims({ resume: readResume(resume), letter, language, posting: readPosting(posting) })).toEqual([]);
  });
});

describe('writeOfflineLetter: facts', () => {
  const letters = TONES.flatMap((tone) => VARIANTS.map((variant) => write('fr-camille-martin', 'fr-developpeur-full-stack', 'french', tone, variant)));

  it('uses the skills the posting asks for and the CV holds', () => {
    for (const letter of letters) expect(letter).toMatch(/React/);
  });

  it('never mentions the posting’s nice-to-haves that the CV lacks', () => {
    for (const letter of letters) expect(letter).not.toMatch(/Kubernetes|AWS|\bSaaS\b/);
  });

  it('uses the CV’s own facts: employer, a result with its figure, the degree', () => {
    const classic = write('fr-camille-martin', 'fr-developpeur-full-stack', 'french', 'formal', 0);
    expect(classic).toContain('Cloudia');
    expect(classic).toMatch(/35 %|40 000/);
    expect(classic).toContain('Master Informatique');
  });

  it('weaves in emphasis points the CV supports and drops those it does not', () => {
    const letter = write('fr-camille-martin', 'fr-developpeur-full-stack', 'french', 'formal', 0, 'Mon goût pour la qualité du code\nMa maîtrise de Kubernetes');
    expect(letter).toContain('mon goût pour la qualité du code');
    expect(letter).not.toContain('Kubernetes');
  });
});

describe('writeOfflineLetter: format', () => {
  it('follows the French letter format', () => {
    const letter = write('fr-camille-martin', 'fr-developpeur-full-stack', 'french', 'friendly', 1);
    const blocks = letter.split('\n\n');
    expect(blocks[0]).toBe('Camille Martin\n12 rue de la République, 69002 Lyon\n06 12 34 56 78\ncamille.martin@exemple.fr');
    expect(letter).toContain('\n\nLyon, le 22 novembre 2026\n\n');
    expect(letter).toContain('\n\nObjet : Candidature au poste de Développeur Full Stack React / Node.js\n\n');
    expect(letter).toContain('\n\nMadame, Monsieur,\n\n');
    expect(letter).toContain("\n\nJe vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.\n\nCamille Martin");
    expect(letter.endsWith('Camille Martin')).toBe(true);
  });

  it('dates the letter without a place when the CV names no city, or at the place given', () => {
    const resume = 'Marie Durand\nComptable\nmarie.durand@exemple.fr\n\nEXPÉRIENCE\nComptable — Cabinet Leroy | 2019 – aujourd’hui\n- Tenue de la comptabilité de 40 clients';
    const input = letterInputSchema.parse({ resume, jobPosting: readPosting('fr-comptable') });
    expect(writeOfflineLetter(input, { today: TODAY, variant: 0, seed: SEED })).toContain('\n\nLe 22 novembre 2026\n\n');
    expect(writeOfflineLetter(input, { today: TODAY, variant: 0, seed: SEED, place: 'Lille' })).toContain('\n\nLille, le 22 novembre 2026\n\n');
  });

  it('follows the English business-letter format', () => {
    const letter = write('en-daniel-okafor', 'en-backend-engineer', 'english', 'formal', 0);
    expect(letter.startsWith('Daniel Okafor\nLondon\n+44 7700 900123\ndaniel.okafor@example.com\n\n22 November 2026\n\nHiring Manager\nFinch\n\n')).toBe(true);
    expect(letter).toContain('\n\nRe: Application for the Senior Backend Engineer position\n\nDear Hiring Manager,\n\n');
    expect(letter.endsWith('\n\nYours sincerely,\nDaniel Okafor')).toBe(true);
  });

  it('separates paragraphs with a blank line and keeps each paragraph on one line', () => {
    const letter = write('fr-sarah-benali', 'fr-marketing-digital', 'french', 'impactful', 2);
    const body = letter.split('\n\n').slice(5, -2);
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const paragraph of body) expect(paragraph).not.toContain('\n');
  });
});

describe('writeOfflineLetter: variety', () => {
  it.each(LANGUAGES.flatMap((language) => TONES.map((tone) => ({ language, tone }))))(
    'makes the three versions differ in structure and wording ($language, $tone)',
    ({ language, tone }) => {
      const [resume, posting] = language === 'french' ? ['fr-camille-martin', 'fr-developpeur-full-stack'] : ['en-daniel-okafor', 'en-backend-engineer'];
      const [a, b, c] = VARIANTS.map((variant) => write(resume, posting, language, tone, variant)) as [string, string, string];
      expect(sharedSentenceRatio(a, b)).toBeLessThan(0.6);
      expect(sharedSentenceRatio(a, c)).toBeLessThan(0.6);
      expect(sharedSentenceRatio(b, c)).toBeLessThan(0.6);
      expect(a.split('\n\n')[5]).not.toBe(b.split('\n\n')[5]);
    },
  );

  it.each(LANGUAGES.flatMap((language) => VARIANTS.map((variant) => ({ language, variant }))))(
    'makes formal, friendly and impactful letters visibly different ($language, version $variant)',
    ({ language, variant }) => {
      const [resume, posting] = language === 'french' ? ['fr-julien-moreau', 'fr-chef-de-projet-logistique'] : ['en-emily-clarke', 'en-data-analyst'];
      const [formal, friendly, impactful] = TONES.map((tone) => write(resume, posting, language, tone, variant)) as [string, string, string];
      expect(sharedSentenceRatio(formal, friendly)).toBeLessThan(0.6);
      expect(sharedSentenceRatio(formal, impactful)).toBeLessThan(0.6);
      expect(sharedSentenceRatio(friendly, impactful)).toBeLessThan(0.6);
    },
  );

  it('keeps thin letters apart too: a one-sentence CV gives three different versions', () => {
    const [a, b, c] = VARIANTS.map((variant) => write('fr-thomas-petit', 'fr-comptable', 'french', 'formal', variant)) as [string, string, string];
    expect(sharedSentenceRatio(a, b)).toBeLessThan(0.6);
    expect(sharedSentenceRatio(a, c)).toBeLessThan(0.6);
    expect(sharedSentenceRatio(b, c)).toBeLessThan(0.6);
  });

  it('writes shorter sentences in the impactful tone than in the formal one', () => {
    const average = (letter: string): number => countWords(letter) / sentences(letter).length;
    const formal = write('fr-camille-martin', 'fr-developpeur-full-stack', 'french', 'formal', 0);
    const impactful = write('fr-camille-martin', 'fr-developpeur-full-stack', 'french', 'impactful', 0);
    expect(average(impactful)).toBeLessThan(average(formal));
  });

  it('is deterministic', () => {
    expect(write('en-emily-clarke', 'en-data-analyst', 'english', 'friendly', 2)).toBe(write('en-emily-clarke', 'en-data-analyst', 'english', 'friendly', 2));
  });
});

describe('a CV in the other language than the letter', () => {
  const resume = `Emily Carter, 24, British, living in Antibes since 2023 (+33 6 52 18 40 77). I worked two summers as a customer service agent at London Gatwick for Swissport (2021 – 2022), checking in passengers. Since 2023 I have been a front desk receptionist at the Hôtel Belles Rives in Juan-les-Pins, welcoming international guests.`;
  const posting = `Azur Sol Assistance recrute un(e) Agent(e) d'escale passage (H/F) à Nice.\n\nVos missions\n- Enregistrer les passagers et leurs bagages\n- Assurer l'embarquement des vols`;

  it('tells where and since when the candidate works, in the letter’s language, never pasting the title or the dates as written', () => {
    const letters = VARIANTS.map((variant) =>
      writeOfflineLetter(letterInputSchema.parse({ resume, jobPosting: posting, language: 'french', tone: 'formal' }), { today: TODAY, variant, seed: SEED }),
    );
    expect(letters.some((letter) => letter.includes("à l'Hôtel Belles Rives (depuis 2023)"))).toBe(true);
    for (const letter of letters) {
      expect(letter).not.toMatch(/Since 2023|front desk receptionist|customer service agent/);
    }
  });
});
