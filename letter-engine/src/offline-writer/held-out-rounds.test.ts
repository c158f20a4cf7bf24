import { describe, expect, it } from 'vitest';
import { verificationContext } from '../verify/verification-context.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import { letterInputSchema } from '../rules/letter-input.schema.ts';
import { countWords } from '../text/tokenize.ts';
import { cityIn } from '../text/places.ts';
import { englishMission } from './english/posting-phrases.ts';
import { spokenLanguages } from './plan/spoken-languages.ts';
import { writeOfflineLetter } from './write-offline-letter.ts';

// Sentences the fourth round of held-out cases found in letters (letter-engine/eval/README.md).
describe('what the fourth held-out round found', () => {
  it('never echoes a posting line that talks to the reader, nor takes a noun for a verb', () => {
    expect(englishMission("You'll be the first face our patients see")).toBeNull();
    expect(englishMission('Drawbar and double-deck trailer work')?.form).toBe('noun');
    expect(englishMission('Greet patients and book appointments')?.form).toBe('verb');
  });

  it('never reads a greeting and the name as skills', () => {
    const resume = analyzeResume("Hi, I'm Priya Chauhan. I'm 26 and I live in Bristol.\nI speak English and Gujarati, and I know EMIS, Excel and cash handling.");
    expect(resume.skills.some((skill) => /Priya|I'm|Hi/.test(skill))).toBe(false);
  });

  it('names a city the way the letter’s language does', () => {
    expect(cityIn('Londres', 'english')).toBe('London');
    expect(cityIn('London', 'french')).toBe('Londres');
    expect(cityIn('Lyon', 'english')).toBe('Lyon');
  });
});

describe('what the fifth held-out round found', () => {
  // "WE'RE HIRING" made 'RE' a word of the posting, which the letter's 'Re:' line seemed to claim; the
  // self-check then cut every sentence holding the letters 're'.
  it('writes a full letter for a shouting post, its own check finding nothing', () => {
    const input = letterInputSchema.parse({
      resume: 'Chloe Bradshaw, 22 – Leeds – 07845 330 219\nSales Assistant, JD Sports (Trinity Leeds), Sep 2022 – Present: customer service, cash handling, weekend shifts',
      jobPosting: "WE'RE HIRING 📣\n\nReception Team Member – Pulse Fitness Leeds\n\nWhat you'll do:\n👉 Welcome members at the front desk\n\nWhat we need from you:\n✅ Cash handling\n✅ Weekend availability",
      language: 'english',
      tone: 'impactful',
    });
    const context = verificationContext(input);
    for (const variant of [0, 1, 2] as const) {
      const letter = writeOfflineLetter(input, { today: new Date('2026-11-22T10:00:00Z'), variant, seed: 3, check: context.claims });
      expect(countWords(letter)).toBeGreaterThanOrEqual(300);
      expect(letter).toContain('Pulse Fitness');
    }
  });
});

describe('a thin CV whose one line of duties answers the posting', () => {
  const input = letterInputSchema.parse({
    resume: `Jordan Whitfield – 27 – Bletchley MK3 – 07412 665 093
Sep 2023 – now: Night Colleague, Tesco Extra Bletchley – filling shelves, chillers and freezers, rotating stock, date codes, gap checks with the handheld, baling cardboard
2019 – 2023: Warehouse Operative, DHL Supply Chain, Magna Park – pick and pack, counterbalance forklift, pump truck
2017 – 2019: Sales Assistant, Argos Bletchley – tills, click and collect, stock room deliveries`,
    jobPosting: `Night Shift Replenishment Colleague – Temp to Perm
Brightstaff Recruitment – Milton Keynes branch

Duties:
- Filling shelves, chillers and freezers accurately and quickly
- Rotating stock (FEFO) and checking date codes
- Using a handheld scanner for gap checks and price labels
- Cardboard and plastic baling`,
    language: 'english',
    tone: 'formal',
  });

  it('tells it in every version, by the posting’s own words when it rests', () => {
    for (const variant of [0, 1, 2] as const) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const letter = writeOfflineLetter(input, { today: new Date('2026-11-22T10:00:00Z'), variant, seed });
        expect(letter.toLowerCase()).toContain('filling shelves');
      }
    }
  });
});

describe('a French CV for an English letter', () => {
  it('states the candidate’s English level, which writing in English does not show', () => {
    const resume = analyzeResume(`Je m'appelle Camille Fournier, j'ai 24 ans.
Depuis septembre 2024, je suis chargée de communication en alternance chez Voyageurs du Nord, une agence de voyages de 30 personnes. Je gère le calendrier éditorial et la publication sur Instagram, je rédige la newsletter mensuelle et je crée les visuels de la marque.
Anglais : C1 (TOEIC 945). Espagnol : B1.`);
    expect(resume.language).toBe('french');
    expect(spokenLanguages(resume.languages, 'english', resume.language).map((spoken) => spoken.name)).toContain('English');
    expect(spokenLanguages(resume.languages, 'french', resume.language).map((spoken) => spoken.name)).toContain('anglais');
  });
});
