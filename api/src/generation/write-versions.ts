import { cutPreview, type LetterFailure } from '@lettra/letter-engine';
import type { FastifyBaseLogger } from 'fastify';
import { EmptyAnswerError } from '../errors/empty-answer-error.ts';
import type { GenerationSink } from './generation-sink.ts';
import { normaliseLetter, repairVersion, type CheckedVersion } from './repair-version.ts';
import type { LetterWriter, VersionRequest } from './writers/letter-writer.ts';
import { wordChunks } from './writers/word-chunks.ts';

export interface WriteVersionsOptions {
  writer: LetterWriter;
  /** `variant` is the structure of a single version (a refinement keeps its version's); several get 0, 1, 2. */
  request: Omit<VersionRequest, 'variant' | 'paced'> & { variant?: VersionRequest['variant'] };
  /** 1 for a free user, 3 for premium; several versions get the variants 0, 1, 2. */
  count: number;
  /** The user is not premium: only each version's preview may leave the server. */
  locked: boolean;
  /** Checks a version (verifyLetter against this generation's CV and posting). */
  verify: (text: string) => Promise<LetterFailure[]>;
  /** The writer is the model: a version that fails a check gets one repair round. */
  repair: boolean;
  /**
   * The offline writer takes over from a model that failed: each version the user may already
   * have seen part of starts again, after a `rewrite` event.
   */
  fallback: boolean;
  sink: GenerationSink;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Pace of the preview's words for a locked user. */
  previewDelayMs: number;
}

/** Each version's whole text (what is saved), what its reader received (a preview when locked), and the checks each still fails. */
export interface WrittenVersions {
  full: string[];
  shown: string[];
  failures: LetterFailure[][];
}

/**
 * Writes the versions side by side, each `delta` sent as it arrives, then checks each one; with
 * the model, a version that fails gets one repair round, and the repaired text replaces what was
 * streamed (a `rewrite` event, then the text). All or nothing: when one version fails (or comes
 * back empty), the others are stopped and the error is thrown.
 *
 * For a locked user the hidden part must never leave the server (docs/decisions.md), and where the
 * preview ends is only known once the whole letter is written (cutPreview weighs whole paragraphs
 * against the letter's length). So the model's output is kept until the end, and only then is the
 * preview streamed, word by word: the free user waits longer for the first word, and never
 * receives one word of the rest.
 */
export async function writeVersions(options: WriteVersionsOptions): Promise<WrittenVersions> {
  const { writer, count, locked, verify, sink, signal, log } = options;
  const controller = new AbortController();
  const stopAll = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stopAll, { once: true });
  let checked: CheckedVersion[];
  try {
    checked = await Promise.all(
      Array.from({ length: count }, async (_, version): Promise<CheckedVersion> => {
        const request: VersionRequest = {
          ...options.request,
          variant: count > 1 ? (version as 0 | 1 | 2) : options.request.variant,
          paced: !locked,
        };
        try {
          if (options.fallback && !locked) await sink.send('rewrite', { version, reason: 'fallback' });
          let raw = '';
          for await (const text of writer(request, { signal: controller.signal, log })) {
            raw += text;
            if (!locked) await sink.send('delta', { version, text });
          }
          const text = normaliseLetter(raw);
          if (text === '') throw new EmptyAnswerError();
          const draft = { text, failures: await verify(text) };
          if (!options.repair || draft.failures.length === 0) return draft;
          const final = await repairVersion({ writer, request, draft, verify, signal: controller.signal, log });
          if (final !== draft && !locked) {
            await sink.send('rewrite', { version, reason: 'repair' });
            await sink.send('delta', { version, text: final.text });
          }
          return final;
        } catch (error) {
          controller.abort(error);
          throw error;
        }
      }),
    );
  } finally {
    signal.removeEventListener('abort', stopAll);
  }

  const full = checked.map((version) => version.text);
  const failures = checked.map((version) => version.failures);
  if (!locked) return { full, shown: full, failures };
  const shown = full.map((text) => cutPreview(text).preview);
  for (const [version, preview] of shown.entries()) {
    for await (const text of wordChunks(preview, options.previewDelayMs, signal)) await sink.send('delta', { version, text });
  }
  return { full, shown, failures };
}
