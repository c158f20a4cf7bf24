import type { FastifyBaseLogger } from 'fastify';
import type { WrittenVersions } from './write-versions.ts';
import type { LetterWriter } from './writers/letter-writer.ts';
import type { ModelCircuit } from './writers/model-circuit.ts';
import { isModelUnavailable } from './writers/model-unavailable.ts';

export interface FallbackWriters {
  writer: LetterWriter;
  /** The model's circuit breaker; null for the offline writer. */
  circuit: ModelCircuit | null;
  /** The offline writer when `writer` is the model; else null. */
  fallbackWriter: LetterWriter | null;
}

/**
 * Writes with the model through its circuit breaker (a version that fails its checks gets a repair
 * round), and with the offline writer when the model is unavailable (docs/decisions.md: a user who
 * pressed the button leaves with a letter). `modelError` is the model's failure the offline writer
 * made up for, null when the model wrote. Anything else, or an abort, is thrown.
 */
export async function writeWithFallback(
  { writer, circuit, fallbackWriter }: FallbackWriters,
  write: (using: LetterWriter, mode: { repair: boolean; fallback: boolean }) => Promise<WrittenVersions>,
  { signal, log, letterId }: { signal: AbortSignal; log: FastifyBaseLogger; letterId: string },
): Promise<{ written: WrittenVersions; fallback: boolean; modelError: unknown }> {
  try {
    const withModel = () => write(writer, { repair: circuit !== null, fallback: false });
    return { written: await (circuit ? circuit.run(withModel, { signal, log }) : withModel()), fallback: false, modelError: null };
  } catch (error) {
    if (signal.aborted || fallbackWriter === null || !isModelUnavailable(error)) throw error;
    log.warn({ err: error, letterId }, 'model unavailable: the offline writer writes the letter');
    return { written: await write(fallbackWriter, { repair: false, fallback: true }), fallback: true, modelError: error };
  }
}
