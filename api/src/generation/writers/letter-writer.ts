import type { LetterFailure, LetterInput, PromptPlan, ReadingOverrides, Refinement } from '@lettra/letter-engine';

/** A change asked of a written letter: `letter` is the version it starts from, edits included. */
export interface VersionRefinement {
  kind: Exclude<Refinement, 'regenerate'>;
  letter: string;
  /** The paragraph to rewrite ('paragraph' only), counted over the letter's non-empty lines. */
  paragraph?: number;
}
import type { FastifyBaseLogger } from 'fastify';

/** One version of a letter to write. */
export interface VersionRequest {
  input: LetterInput;
  /** The date line's day (config.now). */
  today: Date;
  /**
   * Drawn once per generation and shared by its versions: the offline writer plans the three
   * versions of one letter together, and the next generation gets another letter.
   */
  seed: number;
  /** Which of the three structures, when several versions are written (premium); else undefined. */
  variant: 0 | 1 | 2 | undefined;
  /** The posting's keywords that the CV supports, for the premium ATS instruction; else undefined. */
  atsKeywords: string[] | undefined;
  /**
   * False when the caller keeps the whole text before showing any of it (a locked preview): a
   * writer that paces its own output (the offline one) then hands it over at once.
   */
  paced: boolean;
  /**
   * The repair round: this version's first draft and the checks it failed (verifyLetter), for the
   * model to write it again. Only the model writer is asked; undefined for a first draft.
   */
  repair?: { draft: string; failures: readonly LetterFailure[] };
  /** A refinement of a saved letter ('Plus court', 'Réécrire ce paragraphe'…); undefined for a new letter. */
  refinement?: VersionRefinement;
  /** The letter's plan, read once per generation (generationPlan): the model writes from it; the offline writer plans its own. */
  plan?: PromptPlan;
  /** What the user corrected of the reading on the generator's steps (docs/decisions.md); undefined for a refinement. */
  overrides?: ReadingOverrides;
}

export interface WriterContext {
  /** Aborts the writing: the client left, or another version failed. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * Writes one version of a letter as a stream of text pieces, in order. Throws a typed AppError
 * (GenerationFailedError, GenerationTimeoutError) on failure, or whatever aborted `signal`.
 */
export type LetterWriter = (request: VersionRequest, context: WriterContext) => AsyncIterable<string>;
