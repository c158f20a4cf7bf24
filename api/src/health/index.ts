import type { FastifyPluginAsync } from 'fastify';
import { createHealthRepository } from './health.repository.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService } from './health.service.ts';

/** Liveness and readiness probes for a load balancer (`/api/health`, `/api/ready`). */
export const healthDomain: FastifyPluginAsync = async (app) => {
  const service = createHealthService({
    repository: createHealthRepository(app.db),
    log: app.log,
    engine: { stats: () => app.engine.stats(), jobTimeoutMs: app.config.engine.jobTimeoutMs },
  });
  await app.register(healthRoutes, { service });
};
