import { systemTimers, wait } from '../../lib/timers.ts';

// A piece is a word and the spaces or line breaks after it, so the pieces join back to the text.
const BEFORE_EACH_WORD = /(?<=\s)(?=\S)/;

/**
 * Streams text the api writes itself (offline letters, locked previews) one word at a time,
 * `delayMs` apart, so that the letter appears word by word, as a model's would. Stops with the
 * abort reason when `signal` aborts.
 */
export async function* wordChunks(text: string, delayMs: number, signal: AbortSignal): AsyncGenerator<string> {
  const pieces = text.split(BEFORE_EACH_WORD);
  for (const [index, piece] of pieces.entries()) {
    if (index > 0 && delayMs > 0) await wait(systemTimers, delayMs, signal);
    signal.throwIfAborted();
    if (piece !== '') yield piece;
  }
}
