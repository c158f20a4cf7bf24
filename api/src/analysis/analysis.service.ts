import { overridesOf, type AnalysisMatchInput, type AnalysisMatchResponse } from '@lettra/contracts';
import type { EnginePool } from '../engine-pool/engine-pool.ts';

/**
 * ATS keyword analysis and fact check on demand (docs/decisions.md 'ATS keyword optimisation'), for a
 * letter the user edited or picked among the versions, with the corrections of the reading the
 * generation took (contracts' reading-corrections.ts). Pure computation, run by the engine's
 * workers: nothing is read or stored.
 */
export function createAnalysisService({ engine }: { engine: EnginePool }) {
  return {
    /** What the user corrected of the reading goes with the texts: the same as a generation reads (overridesOf). */
    match(input: AnalysisMatchInput): Promise<AnalysisMatchResponse> {
      const { resume, jobPosting, letter, language } = input;
      return engine.run('analysis', { resume, jobPosting, language, ...(letter !== undefined ? { letter } : {}), overrides: overridesOf(input) });
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
