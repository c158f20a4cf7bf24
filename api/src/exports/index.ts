import type { FastifyPluginAsync } from 'fastify';
import { createLettersRepository } from '../letters/letters.repository.ts';
import { createExportCache } from './export-cache.ts';
import { exportsRoutes } from './exports.routes.ts';
import { createExportsService } from './exports.service.ts';

// A one-page letter's PDF is 20–60 KB (its fonts' subsets), a DOCX about 10 KB: 16 MB keeps the
// last few hundred downloads.
const CACHE = { maxEntries: 500, maxBytes: 16 * 1024 * 1024 };

/** Letter downloads as real documents (`/api/letters/:id/export.pdf|docx`). */
export const exportsDomain: FastifyPluginAsync = async (app) => {
  const service = createExportsService({ letters: createLettersRepository(app.db), engine: app.engine, cache: createExportCache(CACHE) });
  // One allowance per user for both formats: one limiter, so one counter. Per user, not per IP:
  // colleagues behind one office NAT each get their own.
  const limit = app.rateLimit({
    ...app.config.rateLimits.export,
    keyGenerator: (request) => `export:${request.user?.id ?? request.ip}`,
  });
  await app.register(exportsRoutes, { service, limit });
};
