import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from './fixtures/read-fixture.ts';
import {
  analyzeAts,
  analyzePosting,
  analyzeResume,
  buildPrompt,
  cutPreview,
  findMissingEssentials,
  findUnsupportedClaims,
  letterTitle,
  parsePosting,
  verificationContext,
  verifyLetter,
  writeOfflineLetter,
  type Language,
  type LetterInput,
} from './index.ts';
import { LIMITS } from './rules/limits.ts';
import { sanitizeText } from './text/sanitize.ts';

// Every entry point that reads a pasted text, run on long runs of each kind of blank, punctuation
// and bracket. A pattern that backtracks on such a run costs its length squared, where a linear
// reader stays near its time on a realistic text of the same size. So each entry point is timed on
// both, in the same test, and only the ratio counts: the bound holds on a slow or busy machine as on
// a fast one. The size is two and a half times the longest text the api lets in (rules/limits.ts):
// there `/\s+$/` on a run of spaces costs over 100 times a realistic text's reading, far over the
// bound, where at the limit itself it costs about 12, under it (and 100 KB cost this suite a minute).
const SIZE = 2.5 * Math.max(LIMITS.resumeMaxChars, LIMITS.postingMaxChars, LIMITS.letterMaxChars);
const MAX_RATIO = 20;
// An input over the bound is timed again, against a fresh baseline, before it counts as too slow:
// garbage collection or another process may have slowed one run.
const ATTEMPTS = 3;

function timeOf(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const fill = (unit: string): string => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

const RUNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  blank: {
    spaces: ' ',
    tabs: '\t',
    'line feeds': '\n',
    'Windows line ends': '\r\n',
    'carriage returns': '\r',
    'no-break spaces': '\u00A0',
    'narrow no-break spaces': '\u202F',
    'thin spaces': '\u2009',
    'ideographic spaces': '\u3000',
    'line separators': '\u2028',
    'form feeds and vertical tabs': '\f\v',
    'mixed blanks': ' \t\u00A0\u202F',
    'blank lines': '\n \n\t\n',
  },
  punctuation: {
    periods: '.',
    commas: ',',
    semicolons: ';',
    colons: ':',
    'exclamation marks': '!',
    'question marks': '?',
    ellipses: '…',
    apostrophes: "'",
    'typographic apostrophes': '’',
    'double quotes': '"',
    hyphens: '-',
    'en dashes': '–',
    'em dashes': '—',
    underscores: '_',
    slashes: '/',
    backslashes: '\\',
    bars: '|',
    asterisks: '*',
    hashes: '#',
    bullets: '•',
    'middle dots': '·',
    ampersands: '&',
    'at signs': '@',
    'percent signs': '%',
    'plus signs': '+',
    currencies: '€$£',
    'spaced punctuation': ' . , ; : ! ? ',
    'mixed punctuation': '.!?«"“;:,',
  },
  bracket: {
    'opening parentheses': '(',
    'closing parentheses': ')',
    'paired parentheses': '()',
    'opening square brackets': '[',
    'closing square brackets': ']',
    'curly braces': '{}',
    'angle brackets': '<>',
    guillemets: '«»',
    'curly quotes': '“”',
    'reversed pairs': ')(',
    'nested brackets': '([{<«',
    'gender markers': '(H/F) ',
  },
};

// Each run alone, and between two words on one line (the shape of the worst input found: 'a', a
// long run of spaces, 'a').
const INPUTS: ReadonlyArray<readonly [string, string]> = Object.entries(RUNS).flatMap(([kind, units]) =>
  Object.entries(units).flatMap(([name, unit]) => [
    [`${kind}: ${name} alone`, fill(unit)],
    [`${kind}: ${name} between words`, `a${fill(unit)}a`],
  ]),
);

function realisticText(): string {
  const postings = ['fr-developpeur-full-stack', 'en-backend-engineer', 'fr-comptable', 'en-marketing-manager'].map(readPosting);
  const resumes = ['fr-camille-martin', 'en-emily-clarke', 'fr-lea-moreau-prose', 'en-priya-shah-data-analyst'].map(readResume);
  const text = [...resumes, ...postings].join('\n\n');
  return text.repeat(Math.ceil(SIZE / text.length)).slice(0, SIZE);
}

const TODAY = new Date('2026-03-02T10:00:00Z');
const letterInput = (text: string, language: Language): LetterInput => ({ resume: text, jobPosting: text, emphasis: text, tone: 'formal', language });

// The text goes into every field the entry point reads.
const ENTRY_POINTS: ReadonlyArray<readonly [string, (text: string) => unknown]> = [
  ['analyzePosting', (text) => analyzePosting(text)],
  ['parsePosting', (text) => parsePosting(text)],
  ['analyzeResume', (text) => analyzeResume(text)],
  ['sanitizeText', (text) => sanitizeText(text)],
  ['cutPreview', (text) => cutPreview(text)],
  ['letterTitle', (text) => letterTitle({ company: text, position: text }, 'french')],
  ['findMissingEssentials', (text) => findMissingEssentials(text, text)],
  ...(['french', 'english'] as const).flatMap((language) => [
    [`analyzeAts (${language})`, (text: string) => analyzeAts({ posting: text, resume: text, letter: text, language })] as const,
    [`findUnsupportedClaims (${language})`, (text: string) => findUnsupportedClaims({ resume: text, letter: text, posting: text, language })] as const,
    [`verifyLetter (${language})`, (text: string) => verifyLetter(text, verificationContext({ resume: text, jobPosting: text, language }))] as const,
    [`writeOfflineLetter (${language})`, (text: string) => writeOfflineLetter(letterInput(text, language), { today: TODAY, variant: 1, seed: 7 })] as const,
    [`buildPrompt (${language})`, (text: string) => buildPrompt(letterInput(text, language), { today: TODAY, atsKeywords: [text], variant: 2 })] as const,
  ]),
];

describe('every entry point on long runs of blanks, punctuation and brackets', () => {
  const realistic = realisticText();

  // The entry point's own time on the realistic text, and at least the posting analysis's: an entry
  // point that takes a millisecond is not held to twenty of them, which a timer's resolution or one
  // pause could exceed, while a quadratic one takes seconds on 100 KB.
  const baselineOf = (read: (text: string) => unknown) => Math.max(timeOf(() => read(realistic)), timeOf(() => analyzePosting(realistic)));

  it.each(ENTRY_POINTS)(
    '%s stays within a linear budget',
    (_name, read) => {
      const firstBaseline = baselineOf(read);
      const tooSlow: Array<readonly [string, number]> = [];
      for (const [input, text] of INPUTS) {
        let ratio = timeOf(() => read(text)) / firstBaseline;
        for (let attempt = 1; attempt < ATTEMPTS && ratio > MAX_RATIO; attempt += 1) {
          const baseline = baselineOf(read);
          ratio = Math.min(ratio, timeOf(() => read(text)) / baseline);
        }
        if (ratio > MAX_RATIO) tooSlow.push([input, Math.round(ratio)]);
      }
      expect(tooSlow).toEqual([]);
    },
    // About a hundred inputs of 50 KB each: seconds for the writer, far more for a quadratic reader.
    120_000,
  );
});
