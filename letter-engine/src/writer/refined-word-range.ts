/** What a refinement asks of the offline writer ('Plus court', 'Plus long', 'Plus personnel'). */
export type OfflineRefinement = 'shorter' | 'longer' | 'personal';
