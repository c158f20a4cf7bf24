import { foldText, insertSentence, isRewritableParagraph, keywordSentence, refinementWordRange, type AtsAnalysis, type LetterInput } from '@lettra/letter-engine';
import { MAX_LETTER_VERSIONS, overridesOf, type ChooseVersionBody, type GenerationDone, type KeywordSentenceRequest, type KeywordSentenceResponse, type LetterExplanations, type LetterExplanationsRequest, type LetterVersions, type LetterView, type RefineRequest } from '@lettra/contracts';
import { randomInt } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import type { EnginePool } from '../engine-pool/engine-pool.ts';
import { AppError } from '../errors/app-error.ts';
import { GenerationFailedError } from '../errors/generation-failed-error.ts';
import { KeywordAlreadyInLetterError } from '../errors/keyword-already-in-letter-error.ts';
import { KeywordNotInResumeError } from '../errors/keyword-not-in-resume-error.ts';
import { LetterConflictError } from '../errors/letter-conflict-error.ts';
import { LetterNotFoundError } from '../errors/letter-not-found-error.ts';
import { LetterVersionsFullError } from '../errors/letter-versions-full-error.ts';
import { ParagraphNotRewritableError } from '../errors/paragraph-not-rewritable-error.ts';
import { PremiumRequiredError } from '../errors/premium-required-error.ts';
import { VersionNotFoundError } from '../errors/version-not-found-error.ts';
import type { Generation } from '../generation/generation.service.ts';
import { outcomeOfError, type GenerationOutcome } from '../generation/generation-outcome.ts';
import type { GenerationSink } from '../generation/generation-sink.ts';
import type { InFlightGenerations } from '../generation/in-flight-generations.ts';
import { warningsOf } from '../generation/letter-warnings.ts';
import { streamErrorBody } from '../generation/stream-error-body.ts';
import { writeVersions } from '../generation/write-versions.ts';
import { writeWithFallback, type FallbackWriters } from '../generation/write-with-fallback.ts';
import type { VersionRefinement } from '../generation/writers/letter-writer.ts';
import { toLetterView } from '../letters/letter-view.ts';
import { knownCompany, knownPosition } from '../letters/unknown-posting-fields.ts';
import type { AppMetrics } from '../observability/metrics.ts';
import type { CurrentUser } from '../sessions/current-user.ts';
import { keptView, type KeptLetter } from './kept-letter.ts';
import type { RefinementRepository } from './refinement.repository.ts';

type Requester = Pick<CurrentUser, 'id' | 'isPremium'>;

interface RefinementServiceDeps {
  repository: RefinementRepository;
  writers: FallbackWriters;
  inFlight: InFlightGenerations;
  engine: EnginePool;
  config: Pick<AppConfig, 'now' | 'timeZone' | 'offlineStreamDelayMs'>;
  metrics: Pick<AppMetrics, 'generations' | 'generationDuration'>;
}

/**
 * The rules of refining a saved letter (docs/product.md 'Refining a letter'): premium only, the
 * owner's letters only, and each refinement a new version beside the others, chosen at once,
 * never written over a version (an edit included). A refinement is a generation: one at a time per
 * user, the model with its repair round or the offline writer, the same events and metrics; it
 * uses no free quota, since the free plan cannot refine.
 */
export function createRefinementService({ repository, writers, inFlight, engine, config, metrics }: RefinementServiceDeps) {
  async function ownLetter(user: Requester, letterId: string): Promise<KeptLetter> {
    if (!user.isPremium) throw new PremiumRequiredError();
    const kept = await repository.findForOwner(user.id, letterId);
    if (!kept) throw new LetterNotFoundError();
    return kept;
  }

  function versionOf(kept: KeptLetter, index: number) {
    const version = kept.versions[index];
    if (!version) throw new VersionNotFoundError();
    return version;
  }

  function inputOf(kept: KeptLetter, texts: Pick<LetterInput, 'resume' | 'jobPosting' | 'emphasis'>): LetterInput {
    const { language, tone } = toLetterView(kept.letter, true, config.timeZone);
    return { resume: texts.resume, jobPosting: texts.jobPosting, emphasis: texts.emphasis, language, tone };
  }

  function ended(outcome: GenerationOutcome, startedAt: number) {
    metrics.generations.inc({ outcome });
    metrics.generationDuration.observe({ outcome }, (performance.now() - startedAt) / 1000);
  }

  async function prepare(user: Requester, letterId: string, body: RefineRequest, startedAt: number): Promise<Generation> {
    const kept = await ownLetter(user, letterId);
    const source = versionOf(kept, body.from);
    if (kept.versions.length >= MAX_LETTER_VERSIONS) throw new LetterVersionsFullError();
    if (body.kind === 'paragraph' && !isRewritableParagraph(source.text, body.paragraph ?? -1)) throw new ParagraphNotRewritableError();
    const input = inputOf(kept, { resume: body.resume, jobPosting: body.jobPosting, emphasis: body.emphasis });
    // A refinement keeps what the letter was written for: the corrections sent again (the generator's
    // result view), else the company and position the letter was saved with (my letters).
    const overrides = {
      ...overridesOf(body),
      company: body.company ?? knownCompany(kept.letter.company) ?? undefined,
      position: body.position ?? knownPosition(kept.letter.position) ?? undefined,
    };
    const texts = { ...input, overrides };
    const release = await inFlight.acquire(user.id);
    try {
      const { ats, posting, plan } = await engine.run('generationPlan', { ...texts, today: config.now() });
      const meta = {
        letterId,
        title: kept.letter.title,
        company: posting.company ?? kept.letter.company,
        position: posting.position ?? kept.letter.position,
        versions: 1,
        locked: false,
        ats,
        notices: [],
      };
      // 'Plus court', 'Plus long' and 'Plus personnel' rewrite the version's own letter; 'Régénérer'
      // and a paragraph need other words, so another seed.
      const wordRange = refinementWordRange(body.kind);
      const sameLetter = body.kind === 'shorter' || body.kind === 'longer' || body.kind === 'personal';
      const seed = sameLetter && source.seed !== null ? source.seed : randomInt(2 ** 31);
      const refinement: VersionRefinement | undefined =
        body.kind === 'regenerate' ? undefined : { kind: body.kind, letter: source.text, ...(body.paragraph !== undefined ? { paragraph: body.paragraph } : {}) };
      return {
        meta,
        release,
        async run(sink, signal, log) {
          let outcome: GenerationOutcome = 'completed';
          // The new version streams under the index it will have, beside the versions already on screen.
          const index = kept.versions.length;
          const shifted: GenerationSink = {
            send: (event, data) => sink.send(event, event === 'delta' || event === 'rewrite' ? { ...data, version: index } : data),
          };
          try {
            const write = (using: Parameters<typeof writeVersions>[0]['writer'], mode: { repair: boolean; fallback: boolean }) =>
              writeVersions({
                writer: using,
                request: {
                  input,
                  today: config.now(),
                  seed,
                  variant: source.variant,
                  atsKeywords: ats.keywords.filter((keyword) => keyword.inResume).map((keyword) => keyword.term),
                  ...(refinement ? { refinement } : {}),
                  plan,
                  overrides,
                },
                count: 1,
                locked: false,
                verify: (text) => engine.run('verifyLetter', { text, texts, wordRange, offline: !mode.repair }),
                ...mode,
                sink: shifted,
                signal,
                log,
                previewDelayMs: config.offlineStreamDelayMs,
              });
            const result = await writeWithFallback(writers, write, { signal, log, letterId });
            if (result.modelError !== null) outcome = outcomeOfError(result.modelError);
            if (signal.aborted) {
              outcome = 'cancelled';
              return;
            }
            const text = result.written.full[0] ?? '';
            const checks = await engine.run('generationChecks', { texts, shown: [text] });
            const saved = await repository.update(user.id, letterId, config.now(), (current) => {
              if (current.versions.length >= MAX_LETTER_VERSIONS) throw new LetterVersionsFullError();
              return {
                versions: [...current.versions, { text, seed, variant: source.variant }],
                chosenVersion: current.versions.length,
                atsAnalysis: checks.ats,
                factCheck: [...current.claims, checks.unsupportedClaims[0] ?? []],
              };
            });
            if (!saved) throw new LetterNotFoundError();
            const failures = result.written.failures[0] ?? [];
            const done: GenerationDone = {
              letter: toLetterView(saved.letter, true, config.timeZone),
              versions: saved.kept.versions.map((version) => version.text),
              ats: checks.ats,
              unsupportedClaims: saved.kept.claims,
              warnings: saved.kept.versions.map((_, at) => (at === saved.kept.chosenVersion ? warningsOf(failures, false) : [])),
              fallback: result.fallback,
              quota: null,
            };
            await sink.send('done', done);
          } catch (error) {
            if (signal.aborted) {
              outcome = 'cancelled';
              return;
            }
            const failure = error instanceof AppError ? error : new GenerationFailedError({}, { cause: error });
            outcome = outcomeOfError(failure);
            log.error({ err: error, letterId }, failure.name);
            await sink.send('error', streamErrorBody(failure, input.language));
          } finally {
            ended(outcome, startedAt);
          }
        },
      };
    } catch (error) {
      release();
      throw error;
    }
  }

  return {
    /**
     * The checks made before the stream opens, answered as JSON errors: PremiumRequiredError,
     * LetterNotFoundError, VersionNotFoundError, LetterVersionsFullError, ParagraphNotRewritableError,
     * GenerationInProgressError.
     */
    async begin(user: Requester, letterId: string, body: RefineRequest): Promise<Generation> {
      const startedAt = performance.now();
      try {
        return await prepare(user, letterId, body, startedAt);
      } catch (error) {
        ended(outcomeOfError(error), startedAt);
        throw error;
      }
    },

    /** What the letter keeps; a locked letter's versions and claims stay on the server (they quote its text). */
    async versions(user: Requester, letterId: string): Promise<LetterVersions> {
      const kept = await repository.findForOwner(user.id, letterId);
      if (!kept) throw new LetterNotFoundError();
      return keptView(kept, user.isPremium);
    },

    /** Makes another kept version the letter's text; the one it replaces keeps its edits. */
    async choose(user: Requester, letterId: string, body: ChooseVersionBody): Promise<LetterView> {
      await ownLetter(user, letterId);
      const saved = await repository.update(user.id, letterId, config.now(), (current) => {
        if (current.letter.version !== body.version) throw new LetterConflictError();
        versionOf(current, body.chosenVersion);
        return { versions: current.versions, chosenVersion: body.chosenVersion, atsAnalysis: current.ats, factCheck: current.claims };
      });
      if (!saved) throw new LetterNotFoundError();
      return toLetterView(saved.letter, true, config.timeZone);
    },

    /**
     * 'Ajouter à la lettre': a sentence for a keyword the CV supports, and version `from` with it.
     * Nothing is saved. The keyword is checked first against the letter's own ATS match (the one
     * its page offers keywords from), which costs no engine job: only a keyword it found in the CV
     * is read again, against the texts sent, by the engine, with the version: a keyword it already holds
     * is not added twice. The sentence says the keyword as the kind of thing it is (a diploma is held).
     */
    async keywordSentence(user: Requester, letterId: string, body: KeywordSentenceRequest): Promise<KeywordSentenceResponse> {
      const kept = await ownLetter(user, letterId);
      const source = versionOf(kept, body.from);
      const asked = foldText(body.keyword);
      const supported = (keywords: AtsAnalysis['keywords']) => keywords.find((candidate) => candidate.inResume && foldText(candidate.term) === asked);
      // A letter saved before its checks were kept has no match: the engine's reading is then the only check.
      if (kept.ats && !supported(kept.ats.keywords)) throw new KeywordNotInResumeError();
      const { language } = toLetterView(kept.letter, true, config.timeZone);
      const { ats } = await engine.run('analysis', { resume: body.resume, jobPosting: body.jobPosting, language, letter: source.text });
      const keyword = supported(ats.keywords);
      if (!keyword) throw new KeywordNotInResumeError();
      if (keyword.inLetter === true) throw new KeywordAlreadyInLetterError();
      const sentence = keywordSentence(keyword.term, language, body.resume);
      return { sentence, content: insertSentence(source.text, sentence) };
    },

    /**
     * 'Pourquoi cette phrase ?' (docs/why-this-sentence.md), Premium and the owner's letters only: for each
     * sentence of version `from` that states a fact, the CV line and the posting line it rests on, and the
     * fact check's reason when it flags it, read against the texts sent and the company and position the
     * letter was saved with. Nothing is saved.
     */
    async explanations(user: Requester, letterId: string, body: LetterExplanationsRequest): Promise<LetterExplanations> {
      const kept = await ownLetter(user, letterId);
      const source = versionOf(kept, body.from);
      const { language } = toLetterView(kept.letter, true, config.timeZone);
      const overrides = { company: knownCompany(kept.letter.company) ?? undefined, position: knownPosition(kept.letter.position) ?? undefined };
      const sentences = await engine.run('sentenceSources', { resume: body.resume, jobPosting: body.jobPosting, language, overrides, letter: source.text, today: config.now() });
      return { sentences };
    },
  };
}

export type RefinementService = ReturnType<typeof createRefinementService>;
