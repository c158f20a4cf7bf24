import type { FastifyPluginAsync } from 'fastify';
import { analysisRoutes } from './analysis.routes.ts';
import { createAnalysisService } from './analysis.service.ts';

/**
 * ATS match and fact check (`/api/analysis`). No repository: the analysis reads nothing and stores
 * nothing, so the CV and the letter sent here are forgotten with the request.
 */
export const analysisDomain: FastifyPluginAsync = async (app) => {
  await app.register(analysisRoutes, { service: createAnalysisService({ engine: app.engine }) });
};
