// The model path on the evaluation set: `pnpm eval:letters --model [--case <part of an id>] [--print]`.
// Each case is one premium generation through the real api (prompt, three streamed versions,
// verifyLetter, the repair round, warnings) against the local chat-completions test server, which
// answers with flawed drafts (too short, wrong language, an invented skill, no company) and then,
// asked to repair, with a sound letter, or with the same draft for one flawed version in four.
// Prints one line per letter and a summary; exits with 1 when a target of the model path is missed.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzePosting, letterInputSchema, verificationContext, verifyLetter } from '@lettra/letter-engine';
import { generationDoneSchema } from '@lettra/contracts';
import {
  addGrammar,
  caseHeader,
  GrammarCheckerError,
  letterLine,
  loadCases,
  MODEL_WORD_RANGE,
  scoreCase,
  scorePosting,
  sharedSentenceLines,
  silentFaults,
  summarize,
  summaryText,
  withSharedSentences,
  type CaseScore,
  type SummaryLine,
} from '@lettra/letter-engine/eval';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { sessions, users } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../src/lib/secret-token.ts';
import { startFakeChatCompletions, wordPieces, type ChatRequestBody } from '../test/fake-chat-completions.ts';
import { isRepairRequest } from '../test/flawed-letters.ts';
import { deltaText, parseSse } from '../test/sse.ts';
import { FLAW_CHECK, fakeVersions, type FakeVersion } from './fake-model-letters.ts';

const { values } = parseArgs({ options: { case: { type: 'string' }, print: { type: 'boolean', default: false } } });
const cases = loadCases().filter((evalCase) => values.case === undefined || evalCase.id.includes(values.case));

const fake = await startFakeChatCompletions();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lettra-eval-'));
const app = await buildApp({
  ...loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PREMIUM_DAY: 'off',
    LOG_LEVEL: 'silent',
    OPENAI_API_KEY: 'sk-eval',
    OPENAI_BASE_URL: fake.baseUrl,
    LLM_TIMEOUT_MS: '30000',
    OFFLINE_STREAM_DELAY_MS: '0',
    GENERATION_RATE_LIMIT_MAX: '100000',
  }),
  database: { kind: 'pglite', dataDir: null },
});
await app.ready();

// One premium user with an open session, written directly: the run is about letters, not sign-up.
const token = newSecretToken();
const userId = newId('user');
const now = new Date();
await app.db.insert(users).values({
  id: userId,
  name: 'Évaluation',
  email: 'evaluation@exemple.fr',
  passwordHash: 'not-a-hash: this account never logs in',
  isSubscribed: true,
  subscriptionStatus: 'active',
  // A subscription without Stripe (demo mode) counts for its paid period only.
  currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
  createdAt: now,
  lastActiveAt: now,
});
await app.db.insert(sessions).values({ id: hashSecretToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });

// The prompt of a premium version says which of the three it is ('Version 2 sur 3', 'Version 2 of 3').
const variantOf = (body: ChatRequestBody) => Number(/Version ([123]) (?:sur|of) 3/.exec(body.messages.map((m) => m.content).join('\n'))?.[1] ?? '1') - 1;

/** How the pipeline treated one version's draft. */
type VersionRun = FakeVersion & { repairAsked: string | null; asksToFixFlaw: boolean | null; final: string; warnings: string[] };

// The claims check's instruction, in both languages (verify/check-claims.ts).
const REMOVE_CLAIMS = /absents? du CV|what the CV does not show/;

/**
 * Whether the repair request asks to fix the draft's flaw: its length ('300'), its language, the
 * company's name, or the invented skill, by name or, when the check names it after its dictionary
 * concept ('connaissance des vins' for 'sommellerie'), by the instruction to drop what the CV lacks
 * when the sound letter had nothing of the kind.
 */
function asksToFix(version: FakeVersion, ask: string, context: { companies: readonly string[]; invented: string; french: boolean; soundClaims: boolean }): boolean {
  const folded = ask.toLowerCase();
  if (version.flaw === 'tooShort') return /\b300\b/.test(ask);
  if (version.flaw === 'wrongLanguage') return context.french ? /français/.test(folded) : /english/.test(folded);
  if (version.flaw === 'inventedSkill') return folded.includes(context.invented.toLowerCase()) || (REMOVE_CLAIMS.test(ask) && !context.soundClaims);
  if (version.flaw === 'noCompany') return context.companies.some((name) => folded.includes(name.toLowerCase()));
  return true;
}

const runs: VersionRun[] = [];
let failedGenerations = 0;
const scores: CaseScore[] = [];
// Printed once every case is scored: grammar and the sentences shared between candidates need them all.
const caseRunsOf = new Map<CaseScore, VersionRun[]>();
for (const [caseIndex, evalCase] of cases.entries()) {
  const posting = scorePosting(evalCase);
  const language = posting.proposedLanguage ?? 'french';
  const body = { resume: evalCase.resume, jobPosting: evalCase.posting, tone: evalCase.tone, emphasis: evalCase.emphasis, language };
  const input = letterInputSchema.parse(body);
  const planned = fakeVersions(evalCase, caseIndex, input);
  const checks = verificationContext(input);
  fake.reset();
  fake.fallback = (request) => {
    const version = planned[variantOf(request)];
    return { pieces: wordPieces((isRepairRequest(request) ? version?.repair : version?.draft) ?? '') };
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/letters/generate',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'lettra', cookie: `lettra_sid=${token}` },
    payload: body,
  });
  const events = parseSse(response.body);
  const last = events.at(-1);
  if (last?.event !== 'done') {
    failedGenerations += 1;
    console.log(`■ ${evalCase.id}: no letter (${response.statusCode} ${JSON.stringify(last?.data ?? response.body).slice(0, 200)})`);
    continue;
  }
  const done = generationDoneSchema.parse(last.data);
  const repairs = fake.requests.filter((request) => isRepairRequest(request.body));
  const companies = [...(evalCase.expected.company ?? []), analyzePosting(evalCase.posting).company].filter((name): name is string => name !== null);
  const caseRuns = planned.map((version, variant): VersionRun => {
    const ask = repairs.find((request) => variantOf(request.body) === variant)?.body.messages.at(-1)?.content ?? null;
    const soundClaims = verifyLetter(version.sound, checks).some((failure) => failure.code === 'unsupported_claim');
    const fixAsked =
      version.flaw === null || ask === null
        ? null
        : asksToFix(version, ask, { companies, invented: evalCase.expected.invented[0] ?? '', french: language === 'french', soundClaims });
    return { ...version, repairAsked: ask, asksToFixFlaw: fixAsked, final: done.versions[variant] ?? deltaText(events, variant), warnings: (done.warnings[variant] ?? []).map((w) => w.code) };
  });
  runs.push(...caseRuns);
  const score = scoreCase(
    evalCase,
    posting,
    { versions: caseRuns.map((run) => ({ text: run.final, error: null, flagged: run.warnings })), regenerated: null },
    MODEL_WORD_RANGE,
  );
  scores.push(score);
  caseRunsOf.set(score, caseRuns);
}

await app.close();
await fake.close();
await rm(dataDir, { recursive: true, force: true });

try {
  await addGrammar(
    scores,
    scores.map((score) => (caseRunsOf.get(score) ?? []).map((run) => run.final)),
  );
} catch (error) {
  if (!(error instanceof GrammarCheckerError)) throw error;
  console.error(`✗ ${error.message}\nThe French letters' grammar is a measure of this evaluation: it stops rather than pass unchecked.`);
  process.exit(1);
}
withSharedSentences(scores);
for (const score of scores) {
  const caseRuns = caseRunsOf.get(score) ?? [];
  const lines = score.letters.map((letter, variant) => {
    const run = caseRuns[variant];
    const story = run?.flaw === null || run === undefined ? 'sound draft' : `draft ${run.flaw}${run.stubborn ? ' (model does not fix)' : ''}`;
    const repair = run?.repairAsked === null ? 'no repair asked' : run?.asksToFixFlaw === false ? 'repair asked without naming the flaw' : 'repair asked';
    return `${letterLine(score, letter)} · ${story}, ${repair}`;
  });
  console.log([...caseHeader(score), ...lines].join('\n'));
  if (values.print) for (const run of caseRuns) console.log(`\n${run.final}\n${'─'.repeat(60)}`);
}

const flawed = runs.filter((run) => run.flaw !== null);
const asked = flawed.filter((run) => run.repairAsked !== null);
const fixAsked = asked.filter((run) => run.asksToFixFlaw === true);
const stubborn = flawed.filter((run) => run.stubborn);
const warned = stubborn.filter((run) => run.flaw !== null && run.warnings.includes(FLAW_CHECK[run.flaw]));
const repairable = flawed.filter((run) => !run.stubborn);
const replaced = repairable.filter((run) => run.final === run.repair);
const silent = silentFaults(scores.flatMap((score) => score.letters));
const percent = (part: number, whole: number) => `${part}/${whole} (${whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`})`;
const line = (label: string, value: string, target: string | null, pass: boolean): SummaryLine => ({ label, value, target, pass });
const modelTargets: SummaryLine[] = [
  line('Generations that ended without a letter', String(failedGenerations), '0', failedGenerations === 0),
  line('Flawed drafts sent back for one repair round', percent(asked.length, flawed.length), '100 %', asked.length === flawed.length),
  line('Repair requests that ask to fix the draft’s flaw', percent(fixAsked.length, asked.length), '100 %', fixAsked.length === asked.length),
  line('Repaired letters that replaced their draft', percent(replaced.length, repairable.length), null, true),
  line('Unrepaired flaws shown as a warning of their check', percent(warned.length, stubborn.length), '100 %', warned.length === stubborn.length),
  line('Faulty final letters without any warning (silent)', String(silent), '0', silent === 0),
];
// The letters' own measures depend on the fake model's letters: shown, not enforced, on this path.
const measured = summarize(scores, MODEL_WORD_RANGE)
  .filter((summaryLine) => summaryLine.key !== 'silent')
  .map((summaryLine) => ({ ...summaryLine, target: null, pass: true }));
console.log(['', ...sharedSentenceLines(scores, 10), '', `Model path on ${scores.length} cases, ${runs.length} letters`, ...summaryText([...modelTargets, ...measured])].join('\n'));
if (modelTargets.some((summaryLine) => !summaryLine.pass)) process.exitCode = 1;
