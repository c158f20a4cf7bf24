import { cutPreview } from '@lettra/letter-engine';
import type { FastifyBaseLogger } from 'fastify';
import { EmptyAnswerError } from '../errors/empty-answer-error.ts';
import type { GenerationSink } from './generation-sink.ts';
import type { LetterWriter, VersionRequest } from './writers/letter-writer.ts';
import { wordChunks } from './writers/word-chunks.ts';

export interface WriteVersionsOptions {
  writer: LetterWriter;
  request: Omit<VersionRequest, 'variant' | 'paced'>;
  /** 1 for a free user, 3 for premium; several versions get the variants 0, 1, 2. */
  count: number;
  /** The user is not premium: only each version's preview may leave the server. */
  locked: boolean;
  sink: GenerationSink;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Pace of the preview's words for a locked user. */
  previewDelayMs: number;
}

/** Each version's whole text (what is saved), and what its reader received (a preview when locked). */
export interface WrittenVersions {
  full: string[];
  shown: string[];
}

// Paragraphs are lines (spec §3); Windows line ends from a model would double them in the editor.
const normalise = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * Writes the versions side by side, each `delta` sent as it arrives. All or nothing: when one
 * version fails (or comes back empty), the others are stopped and the error is thrown.
 *
 * For a locked user the hidden part must never leave the server (DECISIONS.md), and where the
 * preview ends is only known once the whole letter is written (cutPreview weighs whole paragraphs
 * against the letter's length). So the model's output is kept until the end, and only then is the
 * preview streamed, word by word: the free user waits longer for the first word, and never
 * receives one word of the rest.
 */
export async function writeVersions(options: WriteVersionsOptions): Promise<WrittenVersions> {
  const { writer, count, locked, sink, signal, log } = options;
  const controller = new AbortController();
  const stopAll = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stopAll, { once: true });
  const raw = Array.from({ length: count }, () => '');
  try {
    await Promise.all(
      raw.map(async (_, version) => {
        const request: VersionRequest = {
          ...options.request,
          variant: count > 1 ? (version as 0 | 1 | 2) : undefined,
          paced: !locked,
        };
        try {
          for await (const text of writer(request, { signal: controller.signal, log })) {
            raw[version] += text;
            if (!locked) await sink.send('delta', { version, text });
          }
          if (raw[version]?.trim() === '') throw new EmptyAnswerError();
        } catch (error) {
          controller.abort(error);
          throw error;
        }
      }),
    );
  } finally {
    signal.removeEventListener('abort', stopAll);
  }

  const full = raw.map(normalise);
  if (!locked) return { full, shown: full };
  const shown = full.map((text) => cutPreview(text).preview);
  for (const [version, preview] of shown.entries()) {
    for await (const text of wordChunks(preview, options.previewDelayMs, signal)) await sink.send('delta', { version, text });
  }
  return { full, shown };
}
