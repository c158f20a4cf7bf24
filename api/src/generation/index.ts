import type { FastifyPluginAsync } from 'fastify';
import { TooManyAttemptsError } from '../errors/too-many-attempts-error.ts';
import { createRefinementRepository } from '../refinement/refinement.repository.ts';
import { refinementRoutes } from '../refinement/refinement.routes.ts';
import { createRefinementService } from '../refinement/refinement.service.ts';
import { createGenerationRepository } from './generation.repository.ts';
import { generationRoutes } from './generation.routes.ts';
import { createGenerationService } from './generation.service.ts';
import { createInFlightGenerations } from './in-flight-generations.ts';
import { isRefinement, PREMIUM_REFINEMENT_KEY, PREMIUM_REFINEMENTS_PER_WINDOW } from './premium-refinements.ts';
import { createLetterWriter } from './writers/create-letter-writer.ts';
import { createOfflineWriter } from './writers/offline-writer.ts';

/** Letter generation (`POST /api/letters/generate`) and the refinements of a saved letter (`/api/letters/:id/refine`…): the model, or the offline writer without a key or when the model is unavailable. */
export const generationDomain: FastifyPluginAsync = async (app) => {
  const { writer, kind, circuit } = createLetterWriter(app.config, app.metrics, app.engine);
  app.log.info({ writer: kind, ...(kind === 'model' ? { model: app.config.llm.model } : {}) }, 'letter writer ready');
  // With a model, the offline writer stands in when the model is unavailable (docs/decisions.md).
  const fallbackWriter = kind === 'model' ? createOfflineWriter({ delayMs: app.config.offlineStreamDelayMs, engine: app.engine }) : null;
  // Outlives the longest generation (a version's whole-letter timeout is twice LLM_TIMEOUT_MS); a
  // refinement takes the same slot: one letter written at a time per user.
  const inFlight = createInFlightGenerations({ redis: app.redis, ttlMs: 2 * app.config.llm.timeoutMs + 60_000, log: app.log });
  const service = createGenerationService({
    repository: createGenerationRepository(app.db),
    writer,
    circuit,
    fallbackWriter,
    inFlight,
    engine: app.engine,
    config: app.config,
    metrics: app.metrics,
  });
  // One allowance per user for generating and refining (a refinement is a generation), except a
  // Premium user's refinements, which have their own counter and budget (PREMIUM_REFINEMENTS_PER_WINDOW).
  // Per user, not per IP: colleagues behind one office NAT each get their own.
  const generationRule = app.config.rateLimits.generation;
  const limit = app.rateLimit({
    ...generationRule,
    keyGenerator: (request) =>
      request.user?.isPremium && isRefinement(request) ? `${PREMIUM_REFINEMENT_KEY}${request.user.id}` : `generation:${request.user?.id ?? request.ip}`,
    max: (_request, key) => (key.startsWith(PREMIUM_REFINEMENT_KEY) ? Math.max(PREMIUM_REFINEMENTS_PER_WINDOW, generationRule.max) : generationRule.max),
    onExceeded: () => service.rateLimited(),
    // These refusals end a writing session: they say when to come back (docs/product.md §8).
    errorResponseBuilder: (_request, context) => new TooManyAttemptsError(context.ttl / 1000, { sayWhen: true }),
  });
  await app.register(generationRoutes, { service, limit });
  const refinement = createRefinementService({
    repository: createRefinementRepository(app.db),
    writers: { writer, circuit, fallbackWriter },
    inFlight,
    engine: app.engine,
    config: app.config,
    metrics: app.metrics,
  });
  await app.register(refinementRoutes, { service: refinement, limit });
};
