import type { FastifyRequest } from 'fastify';

/**
 * Refinements a Premium user may ask for per generation window (10 minutes by default), on a counter of
 * their own. A normal session of polishing one letter — shorter, more formal, a paragraph rewritten, a
 * keyword added — easily takes ten refinements in ten minutes, which the shared generation allowance
 * (10) refused; 30 leaves room for that session and still caps what one account costs in model calls.
 */
export const PREMIUM_REFINEMENTS_PER_WINDOW = 30;

/** Key prefix of that counter, apart from the generation one. */
export const PREMIUM_REFINEMENT_KEY = 'premium-refinement:';

/** The request refines a saved letter (`POST /api/letters/:id/refine`). */
export function isRefinement(request: FastifyRequest): boolean {
  return request.routeOptions.url?.endsWith('/refine') ?? false;
}
