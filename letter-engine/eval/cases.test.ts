import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/rules/limits.ts';
import { POSTING_LAYOUTS, RESUME_STYLES } from './eval-case.ts';
import { loadCases } from './load-cases.ts';
import { flatten, hasAnyPhrase, hasPhrase, wordsOf } from './phrases.ts';
import { yearsClaims } from './years.ts';

const cases = loadCases();
const lines = (text: string) => text.split('\n').filter((line) => line.trim().length > 0);

describe('the evaluation set', () => {
  it('holds at least 44 cases across at least 12 professions', () => {
    expect(cases.length).toBeGreaterThanOrEqual(44);
    expect(new Set(cases.map((c) => c.profession)).size).toBeGreaterThanOrEqual(12);
  });

  it('has letters in both languages, at least 12 in English, and an English posting with a French CV', () => {
    for (const language of LANGUAGES) expect(cases.filter((c) => c.expected.language === language).length).toBeGreaterThanOrEqual(12);
    expect(cases.some((c) => c.expected.language === 'english' && c.resumeLanguage === 'french')).toBe(true);
  });

  it('covers every posting layout, every CV style and every tone', () => {
    expect(new Set(cases.flatMap((c) => c.layouts))).toEqual(new Set(POSTING_LAYOUTS));
    expect(new Set(cases.map((c) => c.resumeStyle))).toEqual(new Set(RESUME_STYLES));
    expect(new Set(cases.map((c) => c.tone)).size).toBe(3);
  });

  it('has thin CVs of 3 to 5 lines, among them an age, a driving licence and a TOEIC score', () => {
    const thin = cases.filter((c) => c.resumeStyle === 'thin');
    for (const c of thin) expect(lines(c.resume).length, c.id).toBeGreaterThanOrEqual(3);
    for (const c of thin) expect(lines(c.resume).length, c.id).toBeLessThanOrEqual(5);
    expect(thin.some((c) => /\b\d{2} (?:ans|years old)\b|, \d{2} –/.test(c.resume))).toBe(true);
    expect(thin.some((c) => /Permis B/.test(c.resume))).toBe(true);
    expect(thin.some((c) => /TOEIC \d{3}/.test(c.resume))).toBe(true);
  });

  it('names each case after its letter language', () => {
    for (const c of cases) expect(c.id.slice(0, 3), c.id).toBe(c.expected.language === 'french' ? 'fr-' : 'en-');
  });
});

describe.each(cases.map((c) => [c.id, c] as const))('case %s', (_id, c) => {
  const resume = wordsOf(c.resume);
  const asked = wordsOf(`${c.posting}\n${c.emphasis ?? ''}`);

  it('expects a company and a position that the posting writes, and a name that the CV writes', () => {
    if (c.expected.company !== null) expect(c.expected.company.some((name) => flatten(c.posting).includes(flatten(name)))).toBe(true);
    if (c.expected.position !== null) expect(hasAnyPhrase(wordsOf(c.posting), c.expected.position.map((p) => p.split(/[\s/(]/)[0] ?? p))).toBe(true);
    if (c.expected.name !== null) expect(flatten(c.resume)).toContain(flatten(c.expected.name));
  });

  it('expects keywords the CV backs (in the CV’s words when it shares the letter’s language)', () => {
    if (c.resumeLanguage !== c.expected.language) return;
    for (const wordings of c.expected.keywords) expect(hasAnyPhrase(resume, wordings), wordings.join(' | ')).toBe(true);
  });

  it('counts as invented only what the CV lacks, and asks at least one of them in the posting or the emphasis', () => {
    for (const term of c.expected.invented) expect(hasPhrase(resume, term), term).toBe(false);
    expect(c.expected.invented.some((term) => hasPhrase(asked, term))).toBe(true);
  });

  it('lists the CV wordings to translate exactly when the CV is in another language, taken from the CV', () => {
    expect(c.expected.untranslated !== undefined).toBe(c.resumeLanguage !== c.expected.language);
    for (const wording of c.expected.untranslated ?? []) expect(hasPhrase(resume, wording), wording).toBe(true);
  });

  it('forbids only statements the CV itself does not make', () => {
    for (const statement of c.expected.absurd) expect(hasPhrase(resume, statement), statement).toBe(false);
  });
});

// Only the cases whose CV states a total give expected.years.
describe.each(cases.filter((c) => typeof c.expected.years === 'number').map((c) => [c.id, c] as const))('case %s', (_id, c) => {
  it('expects the years of experience the CV states', () => {
    expect(yearsClaims(c.resume, c.resumeLanguage).map((claim) => claim.years)).toContain(c.expected.years);
  });
});
