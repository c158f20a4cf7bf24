/** The letter lengths a path is held to, in whitespace words as the product counts them. */
export type WordRange = { min: number; max: number };

/**
 * The offline writer's letters: as short as what the CV supports makes them, never padded to a
 * count, never past 400. Under 220 words a letter reads as thin. Written here rather than read
 * from the writer, so the writer cannot move its own bar.
 */
export const OFFLINE_WORD_RANGE: WordRange = { min: 220, max: 400 };

/** The model path asks the model for the product's range, and its checks hold it there. */
export const MODEL_WORD_RANGE: WordRange = { min: 300, max: 400 };
