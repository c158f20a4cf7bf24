import type { FastifyPluginAsync } from 'fastify';
import { postingsLinkRoutes } from './postings-link.routes.ts';
import { createPostingsLinkService } from './postings-link.service.ts';
import { systemResolveHost } from './safe-fetch/link-target.ts';

/**
 * The posting from its link (`/api/postings`, docs/security.md). No repository: the page fetched and the
 * text read are answered and forgotten.
 */
export const postingsLinkDomain: FastifyPluginAsync = async (app) => {
  const service = createPostingsLinkService({
    settings: app.config.postingLink,
    engine: app.engine,
    timers: app.config.timers,
    resolveHost: systemResolveHost,
  });
  await app.register(postingsLinkRoutes, { service });
};
