import type { FastifyBaseLogger } from 'fastify';
import { DatabaseUnavailableError } from '../errors/database-unavailable-error.ts';
import { EngineBusyError } from '../errors/engine-busy-error.ts';
import type { WorkerPoolStats } from '../lib/worker-pool.ts';
import type { HealthRepository } from './health.repository.ts';
import type { EngineLoad } from './health.schemas.ts';

// A hung database must not hang the probe: the load balancer needs an answer.
const PING_TIMEOUT_MS = 2000;

export interface HealthServiceDeps {
  repository: HealthRepository;
  log: FastifyBaseLogger;
  /** The engine's line (app.engine.stats) and its job deadline (`ENGINE_JOB_TIMEOUT_MS`). */
  engine: { stats: () => WorkerPoolStats; jobTimeoutMs: number };
}

/**
 * Readiness (docs/security-payments.md §5): ready when the database answers and the engine's line
 * is not saturated. The LLM and Stripe are left out on purpose: their outage must not take login
 * and the letters library down too.
 */
export function createHealthService({ repository, log, engine }: HealthServiceDeps) {
  // Saturated: the line is full (the next job would be refused), or its oldest job has used half of
  // its deadline waiting (the jobs behind it will likely run out of time). A balancer then sends new
  // users to another instance while this one works through its line.
  const saturatedAfterMs = engine.jobTimeoutMs / 2;

  function engineLoad(): EngineLoad {
    const { waiting, running, oldestWaitMs, capacity } = engine.stats();
    const load = { waiting, running, oldestWaitMs: Math.round(oldestWaitMs) };
    if (waiting >= capacity || oldestWaitMs >= saturatedAfterMs) {
      log.warn({ engine: load }, 'readiness check failed: the engine is saturated');
      throw new EngineBusyError(saturatedAfterMs / 1000, { engine: load });
    }
    return load;
  }

  return {
    /** What readiness reports of the engine; throws EngineBusyError or DatabaseUnavailableError when not ready. */
    async assertReady(): Promise<{ engine: EngineLoad }> {
      const load = engineLoad();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`database ping over ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([repository.ping(), timeout]);
      } catch (error) {
        log.warn({ err: error }, 'readiness check failed');
        throw new DatabaseUnavailableError({}, { cause: error });
      } finally {
        clearTimeout(timer);
      }
      return { engine: load };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
