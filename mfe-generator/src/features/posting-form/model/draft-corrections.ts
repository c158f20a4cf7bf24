import { analyzePosting } from '@lettra/letter-engine';
import type { GenerationRequest } from '@lettra/contracts';
import type { DraftCorrections } from './posting-draft-store.ts';

type CorrectionFields = Pick<GenerationRequest, 'company' | 'position' | 'candidateName' | 'droppedRequirements' | 'chosenFacts'>;

/**
 * What the request carries of the user's corrections (contracts' reading-corrections.ts): only what
 * was edited, and only the choices about requirements the posting on screen still has (an earlier
 * posting's are dropped). 'Lieu' and 'Contrat' are shown to be checked, but no letter names them.
 */
export function correctionFields(corrections: DraftCorrections, jobPosting: string): CorrectionFields {
  const read = analyzePosting(jobPosting);
  const current = new Set([...read.required, ...read.niceToHave]);
  const dropped = corrections.dropped.filter((requirement) => current.has(requirement));
  const chosen = Object.entries(corrections.chosen)
    .filter(([requirement]) => current.has(requirement) && !dropped.includes(requirement))
    .map(([requirement, fact]) => ({ requirement, fact }));
  return {
    ...(corrections.company !== null && { company: corrections.company }),
    ...(corrections.position !== null && { position: corrections.position }),
    ...(corrections.candidateName !== null && { candidateName: corrections.candidateName }),
    ...(dropped.length > 0 && { droppedRequirements: dropped }),
    ...(chosen.length > 0 && { chosenFacts: chosen }),
  };
}
