import { analysisMatchBodySchema, analysisMatchResponseSchema } from '@lettra/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import type { AnalysisService } from './analysis.service.ts';

// A CV, a posting and a letter of 20,000 characters each, with room for accents in UTF-8.
const BODY_LIMIT = 128 * 1024;

/** HTTP only: `POST /api/analysis/match` for a signed-in user. */
export const analysisRoutes: FastifyPluginAsync<{ service: AnalysisService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.post('/match', {
    bodyLimit: BODY_LIMIT,
    schema: { body: analysisMatchBodySchema, response: { 200: analysisMatchResponseSchema } },
    // Per user, like generation: each request has the engine read up to three texts of 20,000 characters.
    config: {
      rateLimit: { ...app.config.rateLimits.analysis, keyGenerator: (request) => `analysis:${request.user?.id ?? request.ip}` },
    },
    handler: async (request, reply) => {
      // The answer speaks of the user's CV and letter: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return service.match(request.body);
    },
  });
};
