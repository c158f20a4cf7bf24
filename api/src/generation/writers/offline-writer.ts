import type { EnginePool } from '../../engine-pool/engine-pool.ts';
import type { LetterWriter } from './letter-writer.ts';
import { wordChunks } from './word-chunks.ts';

/**
 * The writer used without OPENAI_API_KEY (docs/decisions.md: the product works on a fresh machine):
 * letter-engine's offline letter, streamed word by word `delayMs` apart. A single letter is
 * written in variant 0's structure; the generation's seed makes each generation a new letter. The
 * letter is written by the engine's workers, off the event loop.
 */
export function createOfflineWriter({ delayMs, engine }: { delayMs: number; engine: EnginePool }): LetterWriter {
  return async function* writeOffline(request, { signal }) {
    const options = { today: request.today, variant: request.variant ?? 0, seed: request.seed };
    const text = await engine.run('offlineLetter', { input: request.input, options });
    if (!request.paced) {
      yield text;
      return;
    }
    yield* wordChunks(text, delayMs, signal);
  };
}
