import type { FastifyPluginAsync } from 'fastify';
import { createLettersRepository } from '../letters/letters.repository.ts';
import { exportsRoutes } from './exports.routes.ts';
import { createExportsService } from './exports.service.ts';

/** Letter downloads as real documents (`/api/letters/:id/export.pdf|docx`). */
export const exportsDomain: FastifyPluginAsync = async (app) => {
  const service = createExportsService({ letters: createLettersRepository(app.db), engine: app.engine });
  await app.register(exportsRoutes, { service });
};
