import { letterPatchBodySchema, letterViewSchema, lettersListResponseSchema, lettersQuerySchema, okResponseSchema } from '@lettra/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { signedInUser } from '../plugins/session.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import type { LetterListCache } from './letter-list-cache.ts';
import { letterParamsSchema } from './letters.schemas.ts';
import type { LettersService } from './letters.service.ts';

/** A JSON answer already through its route's schema: Fastify sends a string of JSON as it is. */
function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** HTTP only: `/api/letters` and `/api/letters/:id`, for the signed-in user's own letters. */
export const lettersRoutes: FastifyPluginAsync<{ service: LettersService; listCache: LetterListCache }> = async (
  instance,
  { service, listCache },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Letters are personal: never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });

  app.get('/', {
    schema: { querystring: lettersQuerySchema, response: { 200: lettersListResponseSchema } },
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const { q, tab } = request.query;
      if (q) return { letters: await service.list(user, request.query) };
      const now = app.config.now().getTime();
      const kept = listCache.get(user, tab, now);
      if (kept !== undefined) return sendSerialized(reply, kept);
      const ticket = listCache.ticket();
      // Through the route's schema, as any answer, so what is kept was checked; the api's serializers
      // make strings (plugins/zod-schemas.ts).
      const body = reply.serialize({ letters: await service.list(user, request.query) }) as string;
      listCache.put(ticket, user, tab, body, now);
      return sendSerialized(reply, body);
    },
  });

  app.get('/:id', {
    schema: { params: letterParamsSchema, response: { 200: letterViewSchema } },
    handler: async (request) => service.get(signedInUser(request), request.params.id),
  });

  app.patch('/:id', {
    schema: { params: letterParamsSchema, body: letterPatchBodySchema, response: { 200: letterViewSchema } },
    handler: async (request) => service.update(signedInUser(request), request.params.id, request.body),
  });

  app.delete('/:id', {
    schema: { params: letterParamsSchema, response: { 200: okResponseSchema } },
    handler: async (request) => {
      await service.remove(signedInUser(request), request.params.id);
      return { ok: true as const };
    },
  });
};
