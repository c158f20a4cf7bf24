import { accountSessionParamsSchema, accountSessionsSchema, okResponseSchema, sessionsEndedSchema } from '@lettra/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AuthRequiredError } from '../../errors/auth-required-error.ts';
import { signedInUser } from '../../plugins/session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.ts';
import type { AccountSessionsService } from './account-sessions.service.ts';

/** HTTP only: `/api/me/sessions`, the signed-in devices of the account asking. */
export const accountSessionsRoutes: FastifyPluginAsync<{ service: AccountSessionsService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/sessions', {
    schema: { response: { 200: accountSessionsSchema } },
    handler: async (request) => ({ sessions: await service.list(signedInUser(request), request.sessionId) }),
  });

  app.delete('/sessions/:id', {
    schema: { params: accountSessionParamsSchema, response: { 200: okResponseSchema } },
    handler: async (request, reply) => {
      const { wasCurrent } = await service.end(signedInUser(request), request.sessionId, request.params.id);
      if (wasCurrent) await reply.endSession();
      return { ok: true as const };
    },
  });

  app.delete('/sessions', {
    schema: { response: { 200: sessionsEndedSchema } },
    handler: async (request) => {
      // requireUser let the request in, so it came with a session.
      if (!request.sessionId) throw new AuthRequiredError();
      return { ended: await service.endOthers(signedInUser(request), request.sessionId) };
    },
  });
};
