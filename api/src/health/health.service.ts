import type { FastifyBaseLogger } from 'fastify';
import { DatabaseUnavailableError } from '../errors/database-unavailable-error.ts';
import type { HealthRepository } from './health.repository.ts';

// A hung database must not hang the probe: the load balancer needs an answer.
const PING_TIMEOUT_MS = 2000;

/**
 * Readiness (docs/security-payments.md §5): ready when the database answers. The LLM and Stripe
 * are left out on purpose: their outage must not take login and the letters library down too.
 */
export function createHealthService({ repository, log }: { repository: HealthRepository; log: FastifyBaseLogger }) {
  return {
    async assertReady(): Promise<void> {
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
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
