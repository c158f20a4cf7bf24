import { z } from 'zod';
import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { containsWord, wholeWordAt } from '../text/whole-word.ts';
import file from './right-to-work.json' with { type: 'json' };

// The data file's shape, checked once when the module loads: a word list mistyped fails every test, not one letter.
const words = z.array(z.string().min(1)).min(1);
const data = z
  .object({
    about: z.string().min(1),
    countries: z.object({ uk: words, france: words }).strict(),
    statuses: z.array(z.object({ words, country: z.enum(['uk', 'france']), english: z.string().min(1), french: z.string().min(1) }).strict()).min(1),
    statements: words,
    notStatements: words,
    postingWords: words,
  })
  .strict()
  .parse(file);
type Country = keyof typeof data.countries;

/** The candidate may work in the post's country, as the CV says; `basis` is the status it names, when it names one. */
export type RightToWork = { basis: string | null };

const COUNTRY: Record<Language, Country> = { english: 'uk', french: 'france' };
// How far after the statement its country is written: 'droit de travailler au Royaume-Uni', 'no work permit required in France'.
const MAX_COUNTRY_DISTANCE = 24;



// A statement followed by what an HR job does with it ('right to work checks', 'checked right to work documents').
function isDuty(line: string, word: string): boolean {
  const after = line.slice(line.indexOf(word) + word.length).trim();
  const before = line.slice(0, line.indexOf(word)).trim();
  return data.notStatements.some((duty) => after.startsWith(duty) || before.endsWith(duty));
}

// The country named first in a text, if any.
function firstCountry(text: string): Country | null {
  let first: { country: Country; at: number } | null = null;
  for (const [country, names] of Object.entries(data.countries) as Array<[Country, string[]]>) {
    for (const name of names) {
      const at = wholeWordAt(text, name);
      if (at >= 0 && (first === null || at < first.at)) first = { country, at };
    }
  }
  return first?.country ?? null;
}

/**
 * Rule 'the right to work, said when the CV says it': 'Statut de résident permanent (EU Settlement Scheme, settled status) :
 * droit de travailler au Royaume-Uni' (a refuse loader's French CV), 'j'ai le droit de travailler au Royaume-Uni grâce à mon
 * visa de partenaire' (a room attendant's), 'Irish citizen (EU) – no work permit required in France' (an English CV for a
 * French post): recruiters binned letters that left it out where the posting cannot sponsor (rounds twenty-three and
 * twenty-four). Null when the CV says nothing sure of the post's country. An English letter says 'entitled to work': 'right to
 * work' is also an HR posting's screening check (the lexicon's), which the fact check would read as claimed.
 */
export function rightToWork(resumeText: string, language: Language): RightToWork | null {
  const country = COUNTRY[language];
  for (const line of resumeText.split('\n').map((text) => foldText(text))) {
    const status = data.statuses.find((entry) => entry.words.some((word) => containsWord(line, word)));
    if (status !== undefined) {
      if (status.country === country) return { basis: status[language] };
      continue;
    }
    const said = data.statements.find((word) => containsWord(line, word) && !isDuty(line, word));
    // The country right after the statement ('droit de travailler au Royaume-Uni', 'required in France'): 'Right to work in
    // France (UK/Irish dual national)' is no right to work in the UK.
    // Else the line's own ('Living in France since September 2026 – residence permit with full right to work').
    if (said !== undefined && (firstCountry(line.slice(line.indexOf(said) + said.length, line.indexOf(said) + said.length + MAX_COUNTRY_DISTANCE)) ?? firstCountry(line)) === country) return { basis: null };
  }
  return null;
}

/** Whether a posting asks about the right to work ('Right to work in the UK (we can't offer visa sponsorship)'). */
export function asksRightToWork(postingText: string): boolean {
  const folded = foldText(postingText);
  return data.postingWords.some((word) => containsWord(folded, word));
}
