import type { RefineBody } from '@lettra/contracts';
import { streamLetterGeneration } from './stream-letter-generation.ts';

type Options = Omit<Parameters<typeof streamLetterGeneration>[1], 'path'>;

/** `POST /api/letters/:id/refine`: the new version streams as a generation's deltas, then done (every version). */
export function streamRefinement(letterId: string, body: RefineBody, options: Options): Promise<void> {
  return streamLetterGeneration(body, { ...options, path: `/letters/${encodeURIComponent(letterId)}/refine` });
}
