import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { LIMITS } from '../rules/limits.ts';
import { claimReference } from './claim-reference.ts';
import { findAbsurdStatements } from './find-absurd-statements.ts';
import { findClaims } from './find-unsupported-claims.ts';

// A model's letter, a pasted CV and a posting are untrusted: a backtracking pattern or a nested
// scan turns a long run of spaces, punctuation or pronouns into minutes of CPU. Each input is
// timed against a baseline measured on the same machine (realistic texts of the same size), so
// the bound holds on a slow or busy machine: linear code stays within a few times the baseline,
// quadratic code runs hundreds of times over.
const SIZE = LIMITS.letterMaxChars;
const MAX_RATIO = 20;

const fill = (unit: string): string => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

function bestTime(run: () => unknown, runs: number): number {
  let best = Infinity;
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

function check(letter: string, resume: string, posting: string): string[] {
  const reference = claimReference({ resume, posting, language: 'french' });
  return [...findClaims(reference, letter), ...findAbsurdStatements(letter, reference.age)];
}

const UNITS: Readonly<Record<string, string>> = {
  spaces: ' ',
  dots: '.',
  'question marks and ellipses': '?…',
  newlines: '\n',
  commas: ', ',
  apostrophes: "j'l'",
  pronouns: 'je vous ',
  'skill frames': 'compétences en ',
  'frames after': 'fait partie de mes compétences ',
  'relative clauses': ', que je maîtrise',
  counts: 'poste de vingt-quatre ',
  'years of experience': '24 ans ',
  credentials: 'compétences en permis ',
  'capitalised words': 'Zendesk Nourish ',
  'languages and levels': 'anglais courant bilingue ',
  'an endless word': 'x',
};

describe('the fact check on adversarial input', () => {
  const realistic = fill(`${readResume('fr-camille-martin')}\n`);
  const posting = fill(`${readPosting('fr-developpeur-full-stack')}\n`);
  const baseline = bestTime(() => check(realistic, realistic, posting), 3);

  it.each(Object.entries(UNITS))('stays linear on a letter, CV and posting made of %s', (_name, unit) => {
    const text = fill(unit);
    const claims = check(text, text, text);
    expect(Array.isArray(claims)).toBe(true);
    expect(bestTime(() => check(text, text, text), 2)).toBeLessThan(MAX_RATIO * Math.max(baseline, 1));
  });
});
