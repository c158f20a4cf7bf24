import type { Refinement } from './refinements.ts';
import { WORD_RANGE } from '../rules/word-range.ts';

export type WordRange = { readonly min: number; readonly max: number };

/**
 * The length a version must have to pass its check (verifyLetter): 300–400 words, except 'Plus
 * court', which asks for a shorter letter and never under 250 words. 'Plus long' stays within 400.
 */
export function refinementWordRange(kind: Refinement | undefined): WordRange {
  return kind === 'shorter' ? { min: 250, max: 300 } : WORD_RANGE;
}
