import type { FastifyPluginAsync } from 'fastify';
import { createGenerationRepository } from './generation.repository.ts';
import { generationRoutes } from './generation.routes.ts';
import { createGenerationService } from './generation.service.ts';
import { createInFlightGenerations } from './in-flight-generations.ts';
import { createLetterWriter } from './writers/create-letter-writer.ts';
import { createOfflineWriter } from './writers/offline-writer.ts';

/** Letter generation (`POST /api/letters/generate`): the model, or the offline writer without a key or when the model is unavailable. */
export const generationDomain: FastifyPluginAsync = async (app) => {
  const { writer, kind, circuit } = createLetterWriter(app.config, app.metrics, app.engine);
  app.log.info({ writer: kind, ...(kind === 'model' ? { model: app.config.llm.model } : {}) }, 'letter writer ready');
  const service = createGenerationService({
    repository: createGenerationRepository(app.db),
    writer,
    circuit,
    // With a model, the offline writer stands in when the model is unavailable (docs/decisions.md).
    fallbackWriter: kind === 'model' ? createOfflineWriter({ delayMs: app.config.offlineStreamDelayMs, engine: app.engine }) : null,
    // Outlives the longest generation (a version's whole-letter timeout is twice LLM_TIMEOUT_MS).
    inFlight: createInFlightGenerations({ redis: app.redis, ttlMs: 2 * app.config.llm.timeoutMs + 60_000, log: app.log }),
    engine: app.engine,
    config: app.config,
    metrics: app.metrics,
  });
  await app.register(generationRoutes, { service });
};
