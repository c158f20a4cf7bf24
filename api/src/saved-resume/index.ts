import type { FastifyPluginAsync } from 'fastify';
import { createSavedResumeRepository } from './saved-resume.repository.ts';
import { savedResumeRoutes } from './saved-resume.routes.ts';

/** The CV a signed-in user chose to keep for their next letters (`/api/me/resume`, docs/product.md 'Saved CV'). */
export const savedResumeDomain: FastifyPluginAsync = async (app) => {
  await app.register(savedResumeRoutes, { repository: createSavedResumeRepository(app.db) });
};
