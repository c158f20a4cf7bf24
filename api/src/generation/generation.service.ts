import { LIMITS, letterTitle, type AtsAnalysis, type LetterInput, type ReadingOverrides } from '@lettra/letter-engine';
import { overridesOf, type GenerationDone, type GenerationInput, type GenerationQuota, type GenerationMeta } from '@lettra/contracts';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { EnginePool } from '../engine-pool/engine-pool.ts';
import { AppError } from '../errors/app-error.ts';
import { GenerationFailedError } from '../errors/generation-failed-error.ts';
import { QuotaExceededError } from '../errors/quota-exceeded-error.ts';
import { ToneRequiresPremiumError } from '../errors/tone-requires-premium-error.ts';
import { toLetterView } from '../letters/letter-view.ts';
import { UNKNOWN_COMPANY, UNKNOWN_POSITION } from '../letters/unknown-posting-fields.ts';
import { newId } from '../lib/ids.ts';
import type { AppMetrics } from '../observability/metrics.ts';
import type { CurrentUser } from '../sessions/current-user.ts';
import { startOfLocalMonth } from './free-quota.ts';
import { outcomeOfError, type GenerationOutcome } from './generation-outcome.ts';
import type { GenerationRepository } from './generation.repository.ts';
import type { GenerationSink } from './generation-sink.ts';
import type { InFlightGenerations } from './in-flight-generations.ts';
import { warningsOf } from './letter-warnings.ts';
import { streamErrorBody } from './stream-error-body.ts';
import { writeVersions, type WrittenVersions } from './write-versions.ts';
import { writeWithFallback } from './write-with-fallback.ts';
import type { LetterWriter } from './writers/letter-writer.ts';
import type { ModelCircuit } from './writers/model-circuit.ts';

type Requester = Pick<CurrentUser, 'id' | 'isPremium'>;

interface GenerationServiceDeps {
  repository: GenerationRepository;
  writer: LetterWriter;
  /** The model's circuit breaker; null for the offline writer, which calls nothing that can fail. */
  circuit: ModelCircuit | null;
  /** Writes the letter when the model is unavailable (the offline writer); null when `writer` is already offline. */
  fallbackWriter: LetterWriter | null;
  inFlight: InFlightGenerations;
  /** Reads the CV and the posting, checks versions: the engine's work, in its worker threads. */
  engine: EnginePool;
  config: Pick<AppConfig, 'now' | 'timeZone' | 'offlineStreamDelayMs'>;
  metrics: Pick<AppMetrics, 'generations' | 'generationDuration'>;
}

/** A generation that passed the checks and holds the user's in-flight slot. */
export interface Generation {
  readonly meta: GenerationMeta;
  /**
   * Sends meta, the deltas and done, and saves the letter; a failure becomes an `error` event, so
   * this never throws. When `signal` aborts (the client left) it stops silently: nothing is saved
   * and nothing is counted.
   */
  run(sink: GenerationSink, signal: AbortSignal, log: FastifyBaseLogger): Promise<void>;
  /** Frees the user's in-flight slot; call it once the stream is over, whatever happened. */
  release(): void;
}


/** What each version is checked against: the texts and what the user corrected of their reading. */
type CheckedTexts = Pick<LetterInput, 'resume' | 'jobPosting' | 'language'> & { overrides: ReadingOverrides };

// The ATS instruction lists only keywords the CV supports: the model must not claim the others.
const supportedKeywords = (ats: AtsAnalysis) => ats.keywords.filter((keyword) => keyword.inResume).map((keyword) => keyword.term);

/**
 * The rules of generation (docs/decisions.md): tone is premium, one generation at a time per
 * user, 3 letters per calendar month on the free plan (refused before any model call), 3 versions
 * for premium, locked previews for free users, every completed letter saved and counted at once.
 * Every version is checked (verifyLetter); the model repairs what fails once, and what still
 * fails reaches the user as warnings. When the model is unavailable, the offline writer's letter
 * is saved instead, marked as a draft written without the AI service, and counted once.
 */
export function createGenerationService({ repository, writer, circuit, fallbackWriter, inFlight, engine, config, metrics }: GenerationServiceDeps) {
  const usedThisMonth = (userId: string) =>
    repository.countUsageSince(userId, startOfLocalMonth(config.now(), config.timeZone));
  const quotaOf = async (user: Requester): Promise<GenerationQuota | null> =>
    user.isPremium ? null : { used: await usedThisMonth(user.id), limit: LIMITS.freeLettersPerMonth };

  // Durations on the monotonic clock: config.now is the calendar, which a test holds still.
  function ended(outcome: GenerationOutcome, startedAt: number) {
    metrics.generations.inc({ outcome });
    metrics.generationDuration.observe({ outcome }, (performance.now() - startedAt) / 1000);
  }

  async function complete(
    user: Requester,
    input: LetterInput,
    texts: CheckedTexts,
    meta: GenerationMeta,
    { written, fallback, seed }: { written: WrittenVersions; fallback: boolean; seed: number },
  ): Promise<GenerationDone> {
    const now = config.now();
    // The checks read what the user received: for a locked letter they reveal nothing of the hidden part.
    const { ats, unsupportedClaims } = await engine.run('generationChecks', { texts, shown: written.shown });
    const saved = await repository.saveCompleted(
      {
        id: meta.letterId,
        userId: user.id,
        title: meta.title,
        company: meta.company,
        position: meta.position,
        content: written.full[0] ?? '',
        language: input.language,
        tone: input.tone,
        createdAt: now,
        updatedAt: now,
      },
      // Only free generations count: a premium month (or the premium day) leaves the free quota intact.
      user.isPremium ? null : { id: newId('gen'), userId: user.id, letterId: meta.letterId, createdAt: now },
      // Kept so that the letter, opened again in my letters, shows its versions and checks, and can be refined.
      {
        letterId: meta.letterId,
        versions: written.full.map((text, index) => ({ text, seed, variant: (meta.versions > 1 ? index : 0) as 0 | 1 | 2 })),
        chosenVersion: 0,
        atsAnalysis: ats,
        factCheck: unsupportedClaims,
      },
    );
    return {
      letter: toLetterView(saved, user.isPremium, config.timeZone),
      versions: written.shown,
      ats,
      unsupportedClaims,
      warnings: written.failures.map((failures) => warningsOf(failures, meta.locked)),
      fallback,
      quota: await quotaOf(user),
    };
  }

  async function prepare(user: Requester, input: GenerationInput, release: () => void, startedAt: number): Promise<Generation> {
    // What the user corrected on the generator's steps (docs/decisions.md) is read, written and checked with the letter.
    const overrides = overridesOf(input);
    const texts: CheckedTexts = { resume: input.resume, jobPosting: input.jobPosting, language: input.language, overrides };
    const { posting, ats, notices, plan } = await engine.run('generationPlan', { ...texts, emphasis: input.emphasis, today: config.now() });
    const meta: GenerationMeta = {
      letterId: newId('let'),
      title: letterTitle(posting, input.language),
      company: posting.company ?? UNKNOWN_COMPANY,
      position: posting.position ?? UNKNOWN_POSITION,
      versions: user.isPremium ? LIMITS.premiumVersions : 1,
      locked: !user.isPremium,
      ats,
      notices,
    };

    return {
      meta,
      release,
      async run(sink, signal, log) {
        let outcome: GenerationOutcome = 'completed';
        try {
          await sink.send('meta', meta);
          const seed = randomInt(2 ** 31);
          const write = (using: LetterWriter, mode: { repair: boolean; fallback: boolean }) =>
            writeVersions({
              writer: using,
              request: {
                input,
                today: config.now(),
                seed,
                atsKeywords: user.isPremium ? supportedKeywords(ats) : undefined,
                plan,
                overrides,
              },
              count: meta.versions,
              locked: meta.locked,
              verify: (text) => engine.run('verifyLetter', { text, texts, offline: !mode.repair }),
              ...mode,
              sink,
              signal,
              log,
              previewDelayMs: config.offlineStreamDelayMs,
            });
          const result = await writeWithFallback({ writer, circuit, fallbackWriter }, write, { signal, log, letterId: meta.letterId });
          if (result.modelError !== null) outcome = outcomeOfError(result.modelError);
          // A client that left before the last word gets nothing saved and nothing counted: a quota is
          // spent only on a letter the user received.
          if (signal.aborted) {
            outcome = 'cancelled';
            return;
          }
          await sink.send('done', await complete(user, input, texts, meta, { ...result, seed }));
        } catch (error) {
          if (signal.aborted) {
            outcome = 'cancelled';
            log.info({ letterId: meta.letterId }, 'generation cancelled: the client left');
            return;
          }
          const failure = error instanceof AppError ? error : new GenerationFailedError({}, { cause: error });
          outcome = outcomeOfError(failure);
          log.error({ err: error, letterId: meta.letterId }, failure.name);
          await sink.send('error', streamErrorBody(failure, input.language));
        } finally {
          ended(outcome, startedAt);
        }
      },
    };
  }

  async function admit(user: Requester, input: GenerationInput, startedAt: number): Promise<Generation> {
    if (!user.isPremium && input.tone !== 'formal') throw new ToneRequiresPremiumError();
    // Taken before counting, so that two requests of one user cannot both pass the quota.
    const release = await inFlight.acquire(user.id);
    try {
      if (!user.isPremium && (await usedThisMonth(user.id)) >= LIMITS.freeLettersPerMonth) {
        throw new QuotaExceededError();
      }
      return await prepare(user, input, release, startedAt);
    } catch (error) {
      release();
      throw error;
    }
  }

  return {
    /** The free plan's letters this month, as the next generation will count them; null for premium. */
    quota: quotaOf,

    /**
     * The checks made before the stream opens, answered as JSON errors: ToneRequiresPremiumError,
     * GenerationInProgressError, QuotaExceededError (no model call is made).
     */
    async begin(user: Requester, input: GenerationInput): Promise<Generation> {
      const startedAt = performance.now();
      try {
        return await admit(user, input, startedAt);
      } catch (error) {
        ended(outcomeOfError(error), startedAt);
        throw error;
      }
    },
    /** Counts a request the per-user rate limit turned away before it reached `begin` (no duration). */
    rateLimited(): void {
      metrics.generations.inc({ outcome: 'refused' });
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
