import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { insertSentence, keywordSentence } from '../refine/keyword-sentence.ts';
import { letterLines } from '../refine/letter-lines.ts';
import { refinementWordRange } from '../refine/refinement-word-range.ts';
import { checkLength } from '../verify/check-length.ts';
import { letterInputSchema } from '../rules/letter-input.schema.ts';
import { countWords } from '../text/tokenize.ts';
import { personalFirst } from './personal-order.ts';
import { rewriteParagraph } from './rewrite-paragraph.ts';
import { writeOfflineLetter, type OfflineWriterOptions } from './write-offline-letter.ts';

const TODAY = new Date('2026-11-22T10:00:00Z');
const PAIRS = [
  ['fr-camille-martin', 'fr-developpeur-full-stack', 'french'],
  ['fr-sarah-benali', 'fr-marketing-digital', 'french'],
  ['fr-julien-moreau', 'fr-chef-de-projet-logistique', 'french'],
  ['en-daniel-okafor', 'en-backend-engineer', 'english'],
  ['fr-thomas-petit', 'fr-comptable', 'french'],
] as const;

function writer(resume: string, posting: string, language: 'french' | 'english') {
  const input = letterInputSchema.parse({ resume: readResume(resume), jobPosting: readPosting(posting), language });
  return (options: Partial<OfflineWriterOptions> = {}) => writeOfflineLetter(input, { today: TODAY, variant: 0, seed: 11, ...options });
}

describe.each(PAIRS)('refining the offline letter of %s', (resume, posting, language) => {
  const write = writer(resume, posting, language);
  const original = write();

  it("'Plus court' is shorter than the letter and never under 250 words", () => {
    const shorter = write({ refinement: 'shorter' });
    expect(countWords(shorter)).toBeGreaterThanOrEqual(250);
    expect(countWords(shorter)).toBeLessThan(countWords(original));
  });

  it("'Plus long' is at least as long as the letter and within 400 words", () => {
    const longer = write({ refinement: 'longer' });
    expect(countWords(longer)).toBeLessThanOrEqual(400);
    expect(countWords(longer)).toBeGreaterThanOrEqual(countWords(original));
  });

  it("'Régénérer' (a new seed) writes another letter", () => {
    expect(write({ seed: 12 })).not.toBe(original);
  });

  it("'Plus personnel' keeps the same paragraphs, the candidate's first", () => {
    const personal = write({ refinement: 'personal' });
    expect(letterLines(personal).paragraphs.map((p) => p.text).sort()).toEqual(letterLines(original).paragraphs.map((p) => p.text).sort());
  });
});

describe('personalFirst', () => {
  it('moves the paragraph about the candidate before the one about the company, opening and closing in place', () => {
    const body = [
      'Je vous adresse ma candidature.',
      'Votre entreprise, fondée en 2019, aide les cabinets médicaux de toute la région.',
      "Chez Cloudia, j'ai conduit la refonte de mon équipe et j'ai mené mes projets à terme.",
      'Je serais heureuse de vous rencontrer.',
    ];
    expect(personalFirst(body, 'french')).toEqual([body[0], body[2], body[1], body[3]]);
  });
});

describe('rewriteParagraph', () => {
  const write = writer('fr-camille-martin', 'fr-developpeur-full-stack', 'french');
  const letter = write();
  const alternative = write({ seed: 99 });
  const { paragraphs } = letterLines(letter);
  const body = paragraphs.findIndex((paragraph) => countWords(paragraph.text) > 30);

  it('replaces only the chosen body paragraph, with words of its own', () => {
    const rewritten = rewriteParagraph(letter, body, alternative);
    expect(rewritten).not.toBeNull();
    const after = letterLines(rewritten ?? '').paragraphs.map((p) => p.text);
    expect(after).toHaveLength(paragraphs.length);
    after.forEach((text, index) => (index === body ? expect(text).not.toBe(paragraphs[index]?.text) : expect(text).toBe(paragraphs[index]?.text)));
  });

  it("keeps the user's edits in the other paragraphs", () => {
    const edited = letter.replace('Madame, Monsieur,', 'Madame la directrice,');
    expect(rewriteParagraph(edited, body, alternative)).toContain('Madame la directrice,');
  });

  it('does not rewrite the frame (the greeting) nor a paragraph that does not exist', () => {
    const greeting = paragraphs.findIndex((paragraph) => paragraph.text === 'Madame, Monsieur,');
    expect(rewriteParagraph(letter, greeting, alternative)).toBeNull();
    expect(rewriteParagraph(letter, paragraphs.length, alternative)).toBeNull();
  });
});

describe('keywordSentence and insertSentence', () => {
  it('writes a sentence that uses the keyword, in the letter language', () => {
    expect(keywordSentence(' Docker ', 'french')).toContain('Docker');
    expect(keywordSentence('Docker', 'english')).toMatch(/^Your posting mentions Docker/);
  });

  it('adds the sentence at the end of the longest paragraph, the rest unchanged', () => {
    const letter = 'Madame, Monsieur,\n\nUn long paragraphe sur mon expérience chez Cloudia.\n\nCordialement,';
    expect(insertSentence(letter, 'Phrase ajoutée.')).toBe(
      'Madame, Monsieur,\n\nUn long paragraphe sur mon expérience chez Cloudia. Phrase ajoutée.\n\nCordialement,',
    );
  });
});

describe('refinementWordRange', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'mot').join(' ');

  it("lets 'Plus court' pass its check from 250 words to 300, and asks a repair below", () => {
    expect(checkLength(words(260), 'french', refinementWordRange('shorter'))).toBeNull();
    expect(checkLength(words(260), 'french', refinementWordRange('longer'))?.code).toBe('length');
    expect(checkLength(words(240), 'french', refinementWordRange('shorter'))?.instruction).toContain('250 à 300 mots');
    expect(checkLength(words(320), 'french', refinementWordRange('shorter'))?.instruction).toContain('300 mots au plus');
  });
});
