import {
  letterPatchBodySchema,
  letterViewSchema,
  lettersListResponseSchema,
  lettersQuerySchema,
  okResponseSchema,
} from '@lettra/letter-engine';
import type { FastifyPluginAsync } from 'fastify';
import { signedInUser } from '../plugins/session.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import { letterParamsSchema } from './letters.schemas.ts';
import type { LettersService } from './letters.service.ts';

/** HTTP only: `/api/letters` and `/api/letters/:id`, for the signed-in user's own letters. */
export const lettersRoutes: FastifyPluginAsync<{ service: LettersService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Letters are personal: never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });

  app.get('/', {
    schema: { querystring: lettersQuerySchema, response: { 200: lettersListResponseSchema } },
    handler: async (request) => ({ letters: await service.list(signedInUser(request), request.query) }),
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
