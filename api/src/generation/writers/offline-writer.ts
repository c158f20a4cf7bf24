import { rewriteParagraph } from '@lettra/letter-engine';
import type { EnginePool } from '../../engine-pool/engine-pool.ts';
import { ParagraphNotRewritableError } from '../../errors/paragraph-not-rewritable-error.ts';
import type { LetterWriter, VersionRequest } from './letter-writer.ts';
import { wordChunks } from './word-chunks.ts';

/**
 * The writer used without OPENAI_API_KEY (docs/decisions.md: the product works on a fresh machine):
 * letter-engine's offline letter, streamed word by word `delayMs` apart. A single letter is
 * written in variant 0's structure; the generation's seed makes each generation a new letter. The
 * letter is written by the engine's workers, off the event loop.
 */
export function createOfflineWriter({ delayMs, engine }: { delayMs: number; engine: EnginePool }): LetterWriter {
  // 'Plus court', 'Plus long', 'Plus personnel': the letter of the same seed and variant in another
  // budget or order; 'Réécrire ce paragraphe': the paragraph taken from the letter of the new seed.
  async function write(request: VersionRequest): Promise<string> {
    const { refinement } = request;
    const options = { today: request.today, variant: request.variant ?? 0, seed: request.seed, ...(request.overrides ? { overrides: request.overrides } : {}) };
    if (refinement?.kind !== 'paragraph') {
      return engine.run('offlineLetter', { input: request.input, options: { ...options, ...(refinement ? { refinement: refinement.kind } : {}) } });
    }
    const alternative = await engine.run('offlineLetter', { input: request.input, options });
    const rewritten = rewriteParagraph(refinement.letter, refinement.paragraph ?? 0, alternative);
    if (rewritten === null) throw new ParagraphNotRewritableError();
    return rewritten;
  }

  return async function* writeOffline(request, { signal }) {
    const text = await write(request);
    if (!request.paced) {
      yield text;
      return;
    }
    yield* wordChunks(text, delayMs, signal);
  };
}
