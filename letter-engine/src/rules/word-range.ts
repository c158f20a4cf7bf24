/**
 * Lengths of the whole letter, head and signature included (countWords). A model's letter holds
 * 300–400 words. The offline writer's may be shorter, down to 220, when the CV holds too little to
 * say more: it is never padded (docs/decisions.md); under `target` it takes every fact it has.
 */
export const WORD_RANGE = { min: 300, max: 400 } as const;
export const OFFLINE_WORD_RANGE = { min: 220, target: 300, max: 400 } as const;
