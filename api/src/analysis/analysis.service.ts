import type { Language } from '@lettra/letter-engine';
import type { AnalysisMatchResponse } from '@lettra/contracts';
import type { EnginePool } from '../engine-pool/engine-pool.ts';

interface MatchInput {
  resume: string;
  jobPosting: string;
  letter?: string | undefined;
  language: Language;
}

/**
 * ATS keyword analysis and fact check on demand (docs/decisions.md 'ATS keyword optimisation'), for a
 * letter the user edited or picked among the versions. Pure computation, run by the engine's
 * workers: nothing is read or stored.
 */
export function createAnalysisService({ engine }: { engine: EnginePool }) {
  return {
    match(input: MatchInput): Promise<AnalysisMatchResponse> {
      return engine.run('analysis', input);
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
