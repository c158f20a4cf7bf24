import { postingFromLinkBodySchema, postingFromLinkResponseSchema, postingsConfigSchema } from '@lettra/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import type { PostingsLinkService } from './postings-link.service.ts';

// A link of 2,048 characters, as JSON.
const BODY_LIMIT = 8 * 1024;

/** HTTP only: `GET /api/postings/config` for everyone, `POST /api/postings/from-link` for a signed-in user. */
export const postingsLinkRoutes: FastifyPluginAsync<{ service: PostingsLinkService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // Read by step 2 of the generator, which shows the link field only when the import is on.
  app.get('/config', { schema: { response: { 200: postingsConfigSchema } } }, async () => ({ linkImport: service.enabled }));

  app.post('/from-link', {
    bodyLimit: BODY_LIMIT,
    onRequest: app.requireUser,
    schema: { body: postingFromLinkBodySchema, response: { 200: postingFromLinkResponseSchema } },
    // Per user: each import has the server fetch a stranger's page and parse it.
    config: {
      rateLimit: { ...app.config.rateLimits.postingLink, keyGenerator: (request) => `posting-link:${request.user?.id ?? request.ip}` },
    },
    handler: async (request, reply) => {
      // The answer is what the user asked for, maybe from a page only they were sent: no shared cache keeps it.
      reply.header('cache-control', 'private, no-store');
      return service.fromLink(request.body.url);
    },
  });
};
