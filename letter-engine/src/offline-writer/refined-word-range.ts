/** What a refinement asks of the offline writer ('Plus court', 'Plus long', 'Plus personnel'). */
export type OfflineRefinement = 'shorter' | 'longer' | 'personal';

/**
 * The word budget of each refinement, for the whole letter. Written with the letter's own seed and
 * variant, a shorter letter keeps a subset of its sentences (so it is never longer) and never falls
 * under 250 words; a longer one keeps them all and adds more while it stays within 400 words.
 */
export const REFINED_WORD_RANGES: Record<OfflineRefinement, { min: number; max: number }> = {
  shorter: { min: 250, max: 290 },
  longer: { min: 390, max: 400 },
  personal: { min: 300, max: 400 },
};
