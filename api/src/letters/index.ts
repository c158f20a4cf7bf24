import type { FastifyPluginAsync } from 'fastify';
import { createLetterListCache } from './letter-list-cache.ts';
import { createLettersRepository } from './letters.repository.ts';
import { lettersRoutes } from './letters.routes.ts';
import { createLettersService } from './letters.service.ts';

/** The letters library of the signed-in user (`/api/letters`). */
export const lettersDomain: FastifyPluginAsync = async (app) => {
  const service = createLettersService({ repository: createLettersRepository(app.db), config: app.config });
  const listCache = createLetterListCache(app.dbChanges);
  app.addHook('onClose', async () => listCache.close());
  await app.register(lettersRoutes, { service, listCache });
};
