import { describe, expect, it } from 'vitest';
import { fill, LINEAR_TEST_TIMEOUT_MS, MAX_RATIO, ratioToBaseline, timeOf } from '../fixtures/linear-budget.ts';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { analyzeAts } from './analyze-ats.ts';
import { postingSegments } from './posting-sections.ts';

// About 100 KB of what a paste can hold and a pattern can choke on: long runs of spaces,
// punctuation, brackets, bullets, emoji, joined words. A pattern that backtracked on them (a
// '[…]+$' scanned from every position of a run) runs hundreds of times over the analysis of a
// realistic posting, CV and letter of the same size.
const ADVERSARIAL: ReadonlyArray<readonly [string, string]> = [
  ['spaces after a heading word', `Profil${fill(' ')}x`],
  ['tabs and spaces before a colon', `Missions :${fill(' \t ')}:`],
  ['punctuation', `Profil${fill('.:?!*#')}x`],
  ['opening brackets', fill('((([')],
  ['closing brackets', fill(')]}')],
  ['colons', fill(': ')],
  ['bullets', fill('- • * ▪ ')],
  ['dashes', fill('– — - ')],
  ['emoji', fill('🎯 ')],
  ['commas', fill(',  ')],
  ['slashes between letters', fill('a/b/')],
  ['ampersands between letters', fill('R&D&')],
  ['elisions', fill("l'd'")],
  ['one endless word', fill('x')],
  ['degree levels', fill('bac   ')],
  ['skills', fill('React, Docker. ')],
  ['phrases', fill('gestion des stocks de la ')],
  ['capitalised words', fill('Aa ')],
  ['headings', fill('Profil :\n')],
  ['a company named on every line', `Acme recrute un développeur React.\n${fill('Acme React, ')}`],
  ['a requirement line that never ends', `Missions\n- ${fill('stock commande ')}`],
  ['connectors', `Missions\n- gestion ${fill('de la ')}caisse`],
];
function analyze(posting: string, resume: string, letter: string): void {
  postingSegments(posting);
  analyzeAts({ posting, resume, letter, language: 'french' });
}

describe('ATS analysis on adversarial input', () => {
  const posting = fill(['fr-developpeur-full-stack', 'fr-comptable', 'en-backend-engineer'].map(readPosting).join('\n\n'));
  const resume = fill(['fr-camille-martin', 'fr-lea-moreau-linkedin', 'en-emily-clarke'].map(readResume).join('\n\n'));
  // Measured with each input, so the baseline bears the same load from other tests as the input.
  const baseline = (): number => timeOf(() => analyze(posting, resume, resume));

  it.each(ADVERSARIAL)(
    'stays linear on %s',
    (_name, text) => {
      expect(ratioToBaseline(() => analyze(text, text, text), baseline)).toBeLessThan(MAX_RATIO);
    },
    LINEAR_TEST_TIMEOUT_MS,
  );
});
