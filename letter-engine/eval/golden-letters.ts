/// <reference types="node" />
// Everything the engine's public entry points give on every case (eval/cases, held-out, round-*), as one
// stable JSON: `node letter-engine/eval/golden-letters.ts > before.json`, refactor, run again, `cmp`.
// A refactor of the engine must leave this output byte for byte the same. `--without round-20` leaves out a round
// still to be read blind, so that nobody working on the writer sees its letters before its first run.
import { readdirSync, readFileSync } from 'node:fs';
import {
  analyzeAts,
  analyzePosting,
  analyzeResume,
  buildChatMessages,
  buildPrompt,
  findMissingEssentials,
  findUnsupportedClaims,
  letterInputSchema,
  letterTitle,
  parsePosting,
  promptPlan,
  read,
  repairMessages,
  reviewReading,
  verificationContext,
  verifyLetter,
  writeOfflineLetter,
} from '../src/index.ts';
import { LANGUAGES, TONES } from '../src/rules/limits.ts';
import { caseSeed, EVAL_TODAY } from './case-seed.ts';
import type { EvalCase } from './eval-case.ts';
import { loadCases } from './load-cases.ts';

const EVAL = new URL('./', import.meta.url);
const without = process.argv.flatMap((arg, at) => (process.argv[at - 1] === '--without' ? [arg] : []));
const folders = [
  'cases',
  'held-out',
  ...readdirSync(EVAL)
    .filter((name) => name.startsWith('round-') && !without.includes(name))
    .sort(),
].map((name) => new URL(`${name}/`, EVAL));

function attempt<T>(run: () => T): T | { error: string } {
  try {
    return run();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function golden(evalCase: EvalCase) {
  const { resume, posting } = evalCase;
  const profile = analyzePosting(posting);
  const language = profile.language ?? 'french';
  const input = letterInputSchema.parse({ resume, jobPosting: posting, tone: evalCase.tone, emphasis: evalCase.emphasis, language });
  const seed = caseSeed(evalCase.id);
  const context = verificationContext(input);
  const letters = ([0, 1, 2] as const).map((variant) =>
    attempt(() => writeOfflineLetter(input, { today: EVAL_TODAY, variant, seed, check: context.claims })),
  );
  const texts = letters.filter((letter): letter is string => typeof letter === 'string');
  const ats = analyzeAts({ posting, resume, language });
  const plan = attempt(() => promptPlan(read(resume, posting, EVAL_TODAY), evalCase.emphasis ?? null));
  return {
    id: evalCase.id,
    posting: profile,
    parsed: parsePosting(posting),
    titles: LANGUAGES.map((each) => letterTitle(parsePosting(posting), each)),
    resume: analyzeResume(resume, { today: EVAL_TODAY }),
    resumeUndated: analyzeResume(resume),
    review: reviewReading(posting, resume),
    essentials: findMissingEssentials(posting, resume, {}, EVAL_TODAY),
    plan,
    prompt: buildPrompt(input, { today: EVAL_TODAY }),
    // The api's premium prompt: the CV's keywords, a version, the plan, and a refinement of the first letter.
    chat: buildChatMessages(input, {
      today: EVAL_TODAY,
      atsKeywords: ats.keywords.filter((keyword) => keyword.inResume).map((keyword) => keyword.term),
      variant: 1,
      ...('error' in plan ? {} : { plan }),
      ...(texts[0] === undefined ? {} : { refinement: { kind: 'shorter' as const, letter: texts[0] } }),
    }),
    ats: LANGUAGES.map((each) => analyzeAts({ posting, resume, language: each, letter: texts[0] })),
    atsNoLetter: ats,
    letters,
    regenerated: attempt(() => writeOfflineLetter(input, { today: EVAL_TODAY, variant: 0, seed: seed + 1, check: context.claims })),
    verified: texts.map((text) => [verifyLetter(text, context, undefined, true), verifyLetter(text, context)]),
    claims: texts.map((text) => findUnsupportedClaims({ resume, posting, letter: text, language })),
    // The posting read as a letter: a text full of claims the CV may not support.
    postingClaims: LANGUAGES.map((each) => findUnsupportedClaims({ resume, posting, letter: posting, language: each })),
    postingVerified: verifyLetter(posting, context, undefined, true),
    repairs: texts.map((text) => repairMessages(text, verifyLetter(text, context), language)),
  };
}

// The unit tests' fixtures too, each CV against one of the postings in turn: more CV layouts.
const FIXTURES = new URL('../src/fixtures/', import.meta.url);
const fixtureNames = (kind: string) =>
  readdirSync(new URL(`${kind}/`, FIXTURES))
    .filter((name) => name.endsWith('.txt'))
    .sort();
const postings = fixtureNames('postings');
const fixtureCases: EvalCase[] = fixtureNames('resumes').map((name, index) => {
  const postingName = postings[index % postings.length] ?? '';
  return {
    ...(loadCases()[0] as EvalCase),
    id: `fixture-${name}`,
    tone: TONES[index % TONES.length] ?? 'formal',
    emphasis: undefined,
    resume: readFileSync(new URL(`resumes/${name}`, FIXTURES), 'utf8'),
    posting: readFileSync(new URL(`postings/${postingName}`, FIXTURES), 'utf8'),
  };
});

const cases = [...folders.flatMap((folder) => loadCases(folder)), ...fixtureCases];
process.stdout.write('[\n');
cases.forEach((evalCase, index) => {
  process.stdout.write(`${JSON.stringify(golden(evalCase))}${index < cases.length - 1 ? ',' : ''}\n`);
});
process.stdout.write(']\n');
