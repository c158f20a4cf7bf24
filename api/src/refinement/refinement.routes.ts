import { chooseVersionBodySchema, keywordSentenceBodySchema, keywordSentenceResponseSchema, letterExplanationsBodySchema, letterExplanationsSchema, letterVersionsSchema, letterViewSchema, refineBodySchema } from '@lettra/contracts';
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import { openEventStream } from '../generation/event-stream.ts';
import { sinkOver } from '../generation/generation.routes.ts';
import { letterParamsSchema } from '../letters/letters.schemas.ts';
import { signedInUser } from '../plugins/session.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import type { RefinementService } from './refinement.service.ts';

// The CV and the posting come again with a refinement: the same room as a generation's.
const BODY_LIMIT = 64 * 1024;

/**
 * HTTP only: a saved letter's versions and checks (`GET /api/letters/:id/versions`), the version
 * kept (`PUT …/chosen-version`), a refinement streamed like a generation (`POST …/refine`: delta…
 * then done or error), a sentence for a missing keyword (`POST …/keyword-sentence`) and what each
 * sentence rests on (`POST …/explanations`).
 */
export const refinementRoutes: FastifyPluginAsync<{ service: RefinementService; limit: onRequestAsyncHookHandler }> = async (
  instance,
  { service, limit },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get('/:id/versions', {
    schema: { params: letterParamsSchema, response: { 200: letterVersionsSchema } },
    handler: async (request, reply) => {
      // Letters are personal: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return service.versions(signedInUser(request), request.params.id);
    },
  });

  app.put('/:id/chosen-version', {
    schema: { params: letterParamsSchema, body: chooseVersionBodySchema, response: { 200: letterViewSchema } },
    handler: async (request) => service.choose(signedInUser(request), request.params.id, request.body),
  });

  app.post('/:id/keyword-sentence', {
    bodyLimit: BODY_LIMIT,
    schema: { params: letterParamsSchema, body: keywordSentenceBodySchema, response: { 200: keywordSentenceResponseSchema } },
    // Per user, like the analysis: a proposal may have the engine read the CV and the posting again.
    config: {
      rateLimit: { ...app.config.rateLimits.keywordSentence, keyGenerator: (request) => `keyword-sentence:${request.user?.id ?? request.ip}` },
    },
    handler: async (request) => service.keywordSentence(signedInUser(request), request.params.id, request.body),
  });

  app.post('/:id/explanations', {
    bodyLimit: BODY_LIMIT,
    schema: { params: letterParamsSchema, body: letterExplanationsBodySchema, response: { 200: letterExplanationsSchema } },
    // Per user, under the analysis's rule: each request has the engine read the CV, the posting and the letter.
    config: {
      rateLimit: { ...app.config.rateLimits.analysis, keyGenerator: (request) => `explanations:${request.user?.id ?? request.ip}` },
    },
    handler: async (request, reply) => {
      // The answer quotes the user's CV and letter: no shared cache may keep it.
      void reply.header('cache-control', 'private, no-store');
      return service.explanations(signedInUser(request), request.params.id, request.body);
    },
  });

  app.post('/:id/refine', {
    bodyLimit: BODY_LIMIT,
    schema: { params: letterParamsSchema, body: refineBodySchema },
    // A refinement is a generation: it spends the same allowance.
    onRequest: limit,
    handler: async (request, reply) => {
      const refinement = await service.begin(signedInUser(request), request.params.id, request.body);
      try {
        const stream = openEventStream(reply);
        await refinement.run(sinkOver(stream), stream.signal, request.log);
        stream.end();
      } finally {
        refinement.release();
      }
    },
  });
};
