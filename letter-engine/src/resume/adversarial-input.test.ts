import { describe, expect, it } from 'vitest';
import { ADVERSARIAL_SIZE, fill, LINEAR_TEST_TIMEOUT_MS, MAX_RATIO, ratioToBaseline, readersOverBudget, seededMix, timeOf } from '../fixtures/linear-budget.ts';
import { readResume } from '../fixtures/read-fixture.ts';
import { analyzeResume } from './analyze-resume.ts';
import { findCertificates, findLicences } from './resume-credentials.ts';
import { readPeriod } from './resume-dates.ts';
import { parseEducation } from './resume-education.ts';
import { parseExperience } from './resume-experience.ts';
import { readIdentity } from './resume-identity.ts';
import { readLanguages } from './resume-languages.ts';
import { readProseJobs } from './resume-prose.ts';
import { splitResumeSections } from './resume-sections.ts';
import { splitSentences } from './resume-text.ts';

// A pasted CV is untrusted: a backtracking pattern or a nested scan turns 100 KB of spaces,
// punctuation or brackets into minutes of CPU. Each reader is timed on each input against the
// analysis of realistic CVs of the same size (see fixtures/linear-budget.ts).
function filled(unit: string, inLine: boolean): string {
  const run = fill(unit);
  return inLine ? `Infirmière ${run}x` : run;
}

// Runs of the characters CVs are made of, and of the phrases the readers look for.
const UNITS: Readonly<Record<string, string>> = {
  spaces: ' ',
  'mixed blanks': ' \t\u00A0\u202F\u2003',
  'blank lines': '\n \n\t\n',
  periods: '.',
  'sentence ends': '. A',
  'list punctuation': ';,:·|',
  'opening brackets': '(',
  'nested brackets': '(()',
  dashes: ' – ',
  bullets: '- ',
  'at signs': 'a@',
  'phone-like digits': '06 ',
  dates: "janv. 2020 - aujourd'hui · 4 ans 2 mois\n",
  ages: '24 ans, ',
  'capitalised words': 'Aa ',
  'role phrases': 'je suis infirmière chez Aa de ',
  headings: 'Expérience\nCompétences : a\n',
  credentials: 'Permis B, CACES R489 cat. 1, TOEIC 880 ',
  languages: 'Anglais courant, ',
  'place lines': 'Nantes, France · Aa · CDI\n',
};

const INPUTS = Object.entries(UNITS).flatMap(([name, unit]) => [
  [`${name} inside a line`, filled(unit, true)],
  [`${name} as the whole text`, filled(unit, false)],
]);

const lines = (text: string): string[] => text.split('\n');

// Every reader of this folder that callers, or analyzeResume, reach with pasted text.
const READERS: ReadonlyArray<readonly [string, (text: string) => unknown]> = [
  ['analyzeResume', (text) => analyzeResume(text)],
  ['splitResumeSections', (text) => splitResumeSections(lines(text))],
  ['readIdentity', (text) => readIdentity(lines(text))],
  ['parseExperience', (text) => parseExperience(lines(text))],
  ['parseEducation', (text) => parseEducation(lines(text))],
  ['readProseJobs', (text) => readProseJobs(splitSentences(text))],
  ['readLanguages', (text) => readLanguages(text, false)],
  ['findCertificates', findCertificates],
  ['findLicences', findLicences],
  ['readPeriod', readPeriod],
];

describe('CV readers on adversarial input', () => {
  const resumes = fill(['fr-camille-martin', 'fr-lea-moreau-linkedin', 'en-priya-shah-data-analyst', 'fr-lea-moreau-prose'].map(readResume).join('\n\n'));
  // Measured with each input, so the baseline bears the same load from other tests as the input.
  const baseline = (): number => timeOf(() => analyzeResume(resumes));

  it.each(INPUTS)(
    'stay linear on %s',
    (_name, input) => {
      expect(readersOverBudget(READERS, input, baseline)).toEqual([]);
    },
    LINEAR_TEST_TIMEOUT_MS,
  );

  it('stay linear on a seeded mix of the pieces CVs are made of', () => {
    const pieces = [
      ' ', '\t', '\n', '.', ',', ';', ':', '(', ')', '-', '–', '|', '·', '•', '/', '@', '+', "'", '0', '2019', '06 12', '69002',
      'Aa', 'Lyon', 'de', "d'", 'chez', 'at', 'je suis', 'depuis 3 ans', 'janv.', 'aujourd’hui', 'Present', 'CDI', 'Expérience',
      'Formation', 'Compétences :', 'Permis B', 'TOEIC 880', 'CACES', 'cat. 1', 'Anglais', 'courant', 'Master', 'Université',
      'Infirmière', 'Serveur', 'ans', 'mois',
    ];
    const text = seededMix(pieces, 11);
    expect(ratioToBaseline(() => analyzeResume(text), baseline)).toBeLessThan(MAX_RATIO);
  }, LINEAR_TEST_TIMEOUT_MS);

  it('keeps reading correctly around long runs', () => {
    const padded = `Léa Moreau${' '.repeat(ADVERSARIAL_SIZE)}\nInfirmière${' '.repeat(ADVERSARIAL_SIZE)}— CHU de Nantes (2019 - 2024)${'('.repeat(ADVERSARIAL_SIZE)}`;
    const profile = analyzeResume(padded);
    expect(profile.name).toBe('Léa Moreau');
    expect(findCertificates(`${'TOEIC '.repeat(ADVERSARIAL_SIZE / 6)}880`)).toContain('TOEIC 880');
  }, LINEAR_TEST_TIMEOUT_MS);
});
