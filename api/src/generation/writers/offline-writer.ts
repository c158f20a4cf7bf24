import { writeOfflineLetter } from '@lettra/letter-engine';
import type { LetterWriter } from './letter-writer.ts';
import { wordChunks } from './word-chunks.ts';

/**
 * The writer used without OPENAI_API_KEY (docs/decisions.md: the product works on a fresh machine):
 * letter-engine's offline letter, streamed word by word `delayMs` apart. A single letter is
 * written in variant 0's structure; the generation's seed makes each generation a new letter.
 */
export function createOfflineWriter({ delayMs }: { delayMs: number }): LetterWriter {
  return async function* writeOffline(request, { signal }) {
    const text = writeOfflineLetter(request.input, { today: request.today, variant: request.variant ?? 0, seed: request.seed });
    if (!request.paced) {
      yield text;
      return;
    }
    yield* wordChunks(text, delayMs, signal);
  };
}
