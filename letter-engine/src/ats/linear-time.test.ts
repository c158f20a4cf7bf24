import { describe, expect, it } from 'vitest';
import { analyzeAts } from './analyze-ats.ts';
import { postingSegments } from './posting-sections.ts';

// About 100 KB of what a paste can hold and a pattern can choke on: long runs of spaces,
// punctuation, brackets, bullets, emoji, joined words. Every regex and loop of the analysis is
// linear, so each takes well under a second even on a loaded machine; one that backtracked
// (a '[…]+$' scanned from every position of a run) takes many seconds on the first input alone.
const SIZE = 100_000;
const fill = (unit: string): string => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
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
// Generous: linear code needs a few hundred milliseconds for the three texts.
const BOUND_MS = 3000;

describe('ATS analysis on adversarial input', () => {
  it.each(ADVERSARIAL)('stays linear on %s', (_name, text) => {
    const started = performance.now();
    postingSegments(text);
    analyzeAts({ posting: text, resume: text, letter: text, language: 'french' });
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
  });
});
