import { okResponseSchema, savedResumeBodySchema, savedResumeResponseSchema } from '@lettra/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { signedInUser } from '../plugins/session.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import type { SavedResumeRepository } from './saved-resume.repository.ts';

/**
 * `/api/me/resume`: the signed-in user's saved CV. Written only with the consent the body carries;
 * like every CV, its text is masked in the logs (logger-options.ts, `*.content`).
 */
export const savedResumeRoutes: FastifyPluginAsync<{ repository: SavedResumeRepository }> = async (instance, { repository }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/', {
    schema: { response: { 200: savedResumeResponseSchema } },
    handler: async (request) => ({ resume: await repository.find(signedInUser(request).id) }),
  });

  app.put('/', {
    schema: { body: savedResumeBodySchema, response: { 200: savedResumeResponseSchema } },
    handler: async (request) => ({
      resume: await repository.save(signedInUser(request).id, request.body.content, app.config.now()),
    }),
  });

  app.delete('/', {
    schema: { response: { 200: okResponseSchema } },
    handler: async (request) => {
      await repository.remove(signedInUser(request).id);
      return { ok: true as const };
    },
  });
};
