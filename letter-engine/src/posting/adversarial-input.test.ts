import { describe, expect, it } from 'vitest';
import { ADVERSARIAL_SIZE, fill, LINEAR_TEST_TIMEOUT_MS, MAX_RATIO, ratioToBaseline, readersOverBudget, seededMix, timeOf } from '../fixtures/linear-budget.ts';
import { readPosting } from '../fixtures/read-fixture.ts';
import { detectTextLanguage } from '../text/detect-language.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import { cityOf, findKnownCity } from '../text/places.ts';
import { nonEmptyLines, sanitizeText } from '../text/sanitize.ts';
import { analyzePosting } from './analyze-posting.ts';
import { cleanPosition } from './clean-position.ts';

// Pasted text is untrusted: a backtracking pattern turns 100 KB of spaces or brackets into minutes of
// CPU. Each reader is timed on each input against the analysis of a realistic posting of the same
// size (see fixtures/linear-budget.ts).
function filled(unit: string, inLine: boolean): string {
  const run = fill(unit);
  return inLine ? `Développeur ${run}x` : run;
}

// Runs of the characters pasted text is made of, and of the words the readers look for.
const UNITS: Readonly<Record<string, string>> = {
  spaces: ' ',
  tabs: '\t',
  'no-break spaces': '\u00A0',
  'mixed blanks': ' \t\u00A0\u202F',
  'mixed punctuation': '.!?«"“[]',
  'blank lines': '\n \n\t\n',
  periods: '.',
  'list punctuation': ';,:',
  'opening brackets': '(',
  'closing brackets': ')',
  dashes: ' – ',
  bars: ' | ',
  bullets: '- ',
  'gender markers': '(H/F) ',
  'postal codes': '12345 ',
  'capitalised words': 'Aa ',
  'one long capitalised word': 'A',
  'elided capitals': "A'",
  'hyphenated capitals': 'A-',
  'joined names': 'Aa de ',
  elisions: "d'",
  'company wordings': 'Chez Aa, ',
  'hiring wordings': 'Aa recrute ',
  headings: 'Vos missions :\n',
  'future tenses': 'vous aaaaaaaa',
};

const INPUTS = Object.entries(UNITS).flatMap(([name, unit]) => [
  [`${name} inside a line`, filled(unit, true)],
  [`${name} as the whole text`, filled(unit, false)],
]);

// Every reader of untrusted text in posting/ and text/ that callers reach with a raw string
// (parsePosting is a view of analyzePosting).
const READERS: ReadonlyArray<readonly [string, (text: string) => unknown]> = [
  ['analyzePosting', analyzePosting],
  ['sanitizeText', sanitizeText],
  ['nonEmptyLines', nonEmptyLines],
  ['cleanPosition', cleanPosition],
  ['cityOf', cityOf],
  ['findKnownCity', findKnownCity],
  ['looksLikeJobTitle', looksLikeJobTitle],
  ['detectTextLanguage', detectTextLanguage],
];

describe('readers of pasted text on adversarial input', () => {
  const posting = fill(['fr-developpeur-full-stack', 'en-backend-engineer', 'fr-comptable', 'en-marketing-manager'].map(readPosting).join('\n\n'));
  // Measured with each input, so the baseline bears the same load from other tests as the input.
  const baseline = (): number => timeOf(() => analyzePosting(posting));

  it.each(INPUTS)(
    'stay linear on %s',
    (_name, input) => {
      expect(readersOverBudget(READERS, input, baseline)).toEqual([]);
    },
    LINEAR_TEST_TIMEOUT_MS,
  );

  it('stay linear on a seeded mix of the pieces postings are made of', () => {
    const pieces = [' ', '\t', '\u00A0', '\n', '.', '!', ',', ';', ':', '(', ')', '«', '"', "'", '-', '–', '|', '·', '/', '€', '1', '12345', '(69)', 'H/F', 'Chez', 'at', 'recrute', 'is hiring', 'Profil', 'Nice to have', 'vous', 'Aa', 'Lyon', 'de', "d'", 'CDI', 'stage', 'Manager', 'un plus', 'idéalement', 'About', 'Rejoignez'];
    const text = seededMix(pieces, 7);
    expect(ratioToBaseline(() => analyzePosting(text), baseline)).toBeLessThan(MAX_RATIO);
  }, LINEAR_TEST_TIMEOUT_MS);

  it('keeps the cases that were quadratic correct', () => {
    expect(cleanPosition(`Développeur ${')'.repeat(20_000)}`)).toBe('Développeur');
    expect(sanitizeText(`a${' '.repeat(ADVERSARIAL_SIZE)}b  \nc\u00A0\t`)).toBe(`a${' '.repeat(ADVERSARIAL_SIZE)}b\nc`);
  });
});
