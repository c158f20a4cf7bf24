import { generationDoneSchema, generationErrorEventSchema, generationMetaSchema, generationQuotaResponseSchema, generationRequestSchema, generationRewriteSchema } from '@lettra/contracts';
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import { signedInUser } from '../plugins/session.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import { openEventStream, type EventStream } from './event-stream.ts';
import type { GenerationService } from './generation.service.ts';
import type { GenerationSink } from './generation-sink.ts';

// docs/security-payments.md §3 (LLM10): a CV and a posting of 20,000 characters each fit easily.
const BODY_LIMIT = 64 * 1024;

// Events go through their contract like JSON answers go through the serializer, so a field the
// contract does not list cannot leave the server. Deltas, the hot path, are built field by field.
const checked = {
  meta: generationMetaSchema,
  rewrite: generationRewriteSchema,
  done: generationDoneSchema,
  error: generationErrorEventSchema,
} as const;

/** The SSE stream as a generation's sink (a refinement's too). */
export function sinkOver(stream: EventStream): GenerationSink {
  return {
    send: (event, data) => stream.send(event, event === 'delta' ? data : checked[event as keyof typeof checked].parse(data)),
  };
}

/**
 * HTTP only: `GET /api/letters/quota` (the free letters left, shown before generating) and
 * `POST /api/letters/generate`, answered with Server-Sent Events (meta, delta… with rewrites, done | error).
 */
export const generationRoutes: FastifyPluginAsync<{ service: GenerationService; limit: onRequestAsyncHookHandler }> = async (
  instance,
  { service, limit },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Hooks of this plugin run before the route's own: an anonymous request gets 401, and is not counted.
  app.addHook('onRequest', app.requireUser);

  app.get('/quota', {
    schema: { response: { 200: generationQuotaResponseSchema } },
    handler: async (request) => ({ quota: await service.quota(signedInUser(request)) }),
  });

  app.post('/generate', {
    bodyLimit: BODY_LIMIT,
    schema: { body: generationRequestSchema },
    onRequest: limit,
    handler: async (request, reply) => {
      // Refusals (tone, quota, one at a time) come here, as JSON, before any byte of the stream.
      const generation = await service.begin(signedInUser(request), request.body);
      try {
        const stream = openEventStream(reply);
        await generation.run(sinkOver(stream), stream.signal, request.log);
        stream.end();
      } finally {
        generation.release();
      }
    },
  });
};
