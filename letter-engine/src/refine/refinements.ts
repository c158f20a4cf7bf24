/**
 * What a premium user can ask of a written letter (docs/product.md 'Refining a letter'):
 * 'Régénérer', 'Plus court', 'Plus long', 'Plus personnel' and 'Réécrire ce paragraphe'.
 */
export const REFINEMENTS = ['regenerate', 'shorter', 'longer', 'personal', 'paragraph'] as const;
export type Refinement = (typeof REFINEMENTS)[number];
