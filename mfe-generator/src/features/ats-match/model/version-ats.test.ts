import { analyzeAts } from '@lettra/letter-engine';
import { versionAts } from './version-ats.ts';

const RESUME = 'Léa Dubois — Développeuse React, 5 ans d’expérience. TypeScript, tests unitaires, accessibilité. Figma. Master informatique.';
const POSTING = 'Acme recrute un développeur front-end React (H/F). Requis : TypeScript, tests unitaires. Un plus : Figma.';
const FIRST = 'Madame, Monsieur,\n\nDéveloppeuse React depuis cinq ans, je souhaite rejoindre Acme.\n\nCordialement,\nLéa Dubois';
const SECOND = 'Madame, Monsieur,\n\nDéveloppeuse React, j’écris mes interfaces en TypeScript et les maquette sous Figma.\n\nCordialement,\nLéa Dubois';

const input = { resume: RESUME, jobPosting: POSTING, overrides: {}, language: 'french' as const };
const analysedFirst = analyzeAts({ posting: POSTING, resume: RESUME, letter: FIRST, language: 'french' });
const inLetter = (analysis: ReturnType<typeof analyzeAts>, term: string) => analysis.keywords.find((keyword) => keyword.term === term)?.inLetter;

describe('the ATS match of the version on screen', () => {
  it('is the api’s own analysis on the version it analysed', () => {
    expect(versionAts({ ...input, analysed: analysedFirst, analysedIndex: 0, selected: 0, text: FIRST })).toBe(analysedFirst);
  });

  it('is that version’s own on another one: keywords only the second version names count for it', () => {
    const second = versionAts({ ...input, analysed: analysedFirst, analysedIndex: 0, selected: 1, text: SECOND });
    expect(second).toEqual(analyzeAts({ posting: POSTING, resume: RESUME, letter: SECOND, language: 'french' }));
    expect(inLetter(analysedFirst, 'TypeScript')).toBe(false);
    expect(inLetter(second, 'TypeScript')).toBe(true);
    expect(second.score).toBeGreaterThanOrEqual(analysedFirst.score);
  });

  it('reads the posting with the corrections of the reading, as the api does', () => {
    const overrides = { position: 'Intégratrice web' };
    const corrected = versionAts({ ...input, overrides, analysed: analysedFirst, analysedIndex: 0, selected: 2, text: SECOND });
    expect(corrected).toEqual(analyzeAts({ posting: POSTING, resume: RESUME, letter: SECOND, language: 'french', overrides }));
    expect(corrected).not.toEqual(analyzeAts({ posting: POSTING, resume: RESUME, letter: SECOND, language: 'french' }));
  });
});
