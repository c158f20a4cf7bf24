/// <reference types="node" />
// The offline writer on the evaluation set: `node letter-engine/eval/score-letters.ts [--case <part of an id>] [--cases <folder>] [--print]`.
// Prints one line per letter and a summary; exits with 1 when a target is missed. Root: `pnpm eval:letters`.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { letterInputSchema, verificationContext, verifyLetter, writeOfflineLetter } from '../src/index.ts';
import type { Language } from '../src/rules/limits.ts';
import { caseSeed, EVAL_TODAY } from './case-seed.ts';
import type { EvalCase } from './eval-case.ts';
import { GrammarCheckerError, grammarErrors } from './grammar.ts';
import { loadCases } from './load-cases.ts';
import { caseHeader, letterLine, sharedSentenceLines, summarize, summaryText, withSharedSentences } from './report.ts';
import { scoreCase, scorePosting, type CaseLetters } from './score-case.ts';
import { OFFLINE_WORD_RANGE } from './word-range.ts';

const VARIANTS = [0, 1, 2] as const;

function attempt(write: () => string): { text: string; error: string | null } {
  try {
    return { text: write(), error: null };
  } catch (error) {
    return { text: '', error: error instanceof Error ? error.message : String(error) };
  }
}

/** One premium generation on the offline writer: three versions of one seed, verified, and a second generation. */
function writeCase(evalCase: EvalCase, language: Language): CaseLetters {
  const input = letterInputSchema.parse({ resume: evalCase.resume, jobPosting: evalCase.posting, tone: evalCase.tone, emphasis: evalCase.emphasis, language });
  const seed = caseSeed(evalCase.id);
  const context = verificationContext(input);
  return {
    versions: VARIANTS.map((variant) => {
      const written = attempt(() => writeOfflineLetter(input, { today: EVAL_TODAY, variant, seed, check: context.claims }));
      // Checked as the api checks an offline draft: a short letter gets the notice saying why (checkLength).
      return { ...written, flagged: written.error === null ? verifyLetter(written.text, context, undefined, true).map((failure) => failure.code) : null };
    }),
    regenerated: attempt(() => writeOfflineLetter(input, { today: EVAL_TODAY, variant: 0, seed: seed + 1, check: context.claims })).text,
  };
}

const { values } = parseArgs({ options: { case: { type: 'string' }, cases: { type: 'string' }, print: { type: 'boolean', default: false } } });
const folder = values.cases === undefined ? undefined : pathToFileURL(`${resolve(values.cases)}/`);
const cases = loadCases(folder).filter((evalCase) => values.case === undefined || evalCase.id.includes(values.case));

function write(evalCase: EvalCase) {
  const posting = scorePosting(evalCase);
  // The letter is written in the language the generator proposes (French when it proposes none).
  return { evalCase, posting, letters: writeCase(evalCase, posting.proposedLanguage ?? 'french') };
}

// The French cases are written first and Grammalecte starts on them at once (one process, about half
// the run's time), while this process writes the English ones.
const isFrench = (evalCase: EvalCase) => evalCase.expected.language === 'french';
const french = cases.filter(isFrench).map(write);
const grammar = grammarErrors(french.flatMap(({ letters }) => letters.versions.map((version) => version.text)));
// Settled now, awaited below: a checker that fails early must not end the process as an unhandled rejection meanwhile.
grammar.catch(() => undefined);
const english = cases.filter((evalCase) => !isFrench(evalCase)).map(write);
// Back in the cases' order for the report.
const order = new Map(cases.map((evalCase, index) => [evalCase.id, index]));
const written = [...french, ...english].sort((a, b) => (order.get(a.evalCase.id) ?? 0) - (order.get(b.evalCase.id) ?? 0));
const texts = written.map(({ letters }) => letters.versions.map((version) => version.text));
const scores = written.map(({ evalCase, posting, letters }) => scoreCase(evalCase, posting, letters, OFFLINE_WORD_RANGE));
try {
  const errors = await grammar;
  const frenchLetters = scores.filter((score) => isFrench(score.evalCase)).flatMap((score) => score.letters);
  frenchLetters.forEach((letter, index) => {
    letter.grammar = errors[index] ?? [];
  });
} catch (error) {
  if (!(error instanceof GrammarCheckerError)) throw error;
  console.error(`✗ ${error.message}\nThe French letters' grammar is a target of this evaluation: it stops rather than pass unchecked.`);
  process.exit(1);
}
withSharedSentences(scores);

scores.forEach((score, index) => {
  console.log([...caseHeader(score), ...score.letters.map((letter) => letterLine(score, letter))].join('\n'));
  if (values.print) for (const text of texts[index] ?? []) console.log(`\n${text}\n${'─'.repeat(60)}`);
});

const summary = summarize(scores, OFFLINE_WORD_RANGE);
console.log(['', ...sharedSentenceLines(scores), '', `Offline writer on ${scores.length} cases, ${scores.length * VARIANTS.length} letters`, ...summaryText(summary)].join('\n'));
if (summary.some((line) => !line.pass && line.enforced !== false)) process.exitCode = 1;
