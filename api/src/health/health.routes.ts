import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import { liveResponseSchema, readyResponseSchema } from './health.schemas.ts';
import type { HealthService } from './health.service.ts';

/** HTTP only: `GET /api/health` (the process is up) and `GET /api/ready` (it can serve traffic: the database answers, the engine's line is not saturated). */
export const healthRoutes: FastifyPluginAsync<{ service: HealthService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/health', {
    schema: { response: { 200: liveResponseSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/ready', {
    schema: { response: { 200: readyResponseSchema } },
    handler: async () => ({ status: 'ready' as const, ...(await service.assertReady()) }),
  });
};
