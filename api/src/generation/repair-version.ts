import type { LetterFailure } from '@lettra/letter-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { LetterWriter, VersionRequest } from './writers/letter-writer.ts';

/** A version's text and the checks it still fails. */
export interface CheckedVersion {
  text: string;
  failures: LetterFailure[];
}

// Paragraphs are lines (docs/product.md §3); Windows line ends from a model would double them in the editor.
export const normaliseLetter = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * The one repair round of a model's version: the model gets its draft back with the failures
 * listed, and writes the letter again. The answer is kept whole before anything is shown, and
 * replaces the draft unless it is the same text or fails more checks. A repair that fails (timeout, provider
 * error, empty answer) leaves the draft and its failures, which the user then sees as warnings:
 * the draft is a whole letter already. Throws only when `signal` aborts.
 */
export async function repairVersion(options: {
  writer: LetterWriter;
  request: VersionRequest;
  draft: CheckedVersion;
  verify: (text: string) => Promise<LetterFailure[]>;
  signal: AbortSignal;
  log: FastifyBaseLogger;
}): Promise<CheckedVersion> {
  const { writer, request, draft, verify, signal, log } = options;
  let text = '';
  try {
    for await (const piece of writer({ ...request, paced: false, repair: { draft: draft.text, failures: draft.failures } }, { signal, log })) {
      text += piece;
    }
  } catch (error) {
    if (signal.aborted) throw error;
    // Codes only: the letter and the CV are never logged.
    log.warn({ error: error instanceof Error ? error.name : 'unknown', failed: draft.failures.map((failure) => failure.code) }, 'repair round failed; the draft is kept');
    return draft;
  }
  const repaired = normaliseLetter(text);
  if (repaired === '' || repaired === draft.text) return draft;
  const failures = await verify(repaired);
  return failures.length <= draft.failures.length ? { text: repaired, failures } : draft;
}
