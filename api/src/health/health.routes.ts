import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import { liveResponseSchema, readyResponseSchema } from './health.schemas.ts';
import type { HealthService } from './health.service.ts';

/** HTTP only: `GET /api/health` (the process is up) and `GET /api/ready` (it can serve traffic). */
export const healthRoutes: FastifyPluginAsync<{ service: HealthService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/health', {
    schema: { response: { 200: liveResponseSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/ready', {
    schema: { response: { 200: readyResponseSchema } },
    handler: async () => {
      await service.assertReady();
      return { status: 'ready' as const };
    },
  });
};
