import { ApiError } from '@lettra/shared-ui';
import { type SseEvent } from '@lettra/letter-engine';
import { generationDeltaSchema, generationDoneSchema, generationErrorEventSchema, generationMetaSchema, generationRewriteSchema, type GenerationDelta, type GenerationDone, type GenerationErrorEvent, type GenerationMeta, type GenerationRewrite } from '@lettra/contracts';

// The events of `POST /api/letters/generate`, read through the contract the api writes them with
// (`@lettra/contracts`, generation.ts): meta, delta… (rewrite, delta…), then done or error.
export type { GenerationDelta, GenerationDone, GenerationMeta, GenerationRewrite };

export type GenerationEvent =
  | { type: 'meta'; payload: GenerationMeta }
  | { type: 'delta'; payload: GenerationDelta }
  | { type: 'rewrite'; payload: GenerationRewrite }
  | { type: 'done'; payload: GenerationDone }
  | { type: 'error'; payload: GenerationErrorEvent };

/** Thrown into the normal error path when the server sends something unreadable. */
function malformed(): ApiError {
  return new ApiError(502, { code: 'MalformedStreamError', message: 'Réponse du serveur illisible. Veuillez réessayer.' });
}

/** What the browser needs of a contract schema (zod's safeParse). */
interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

function read<T>(schema: Contract<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw malformed();
  return parsed.data;
}

// An error event always ends the stream: whatever it holds, the user gets the generic failure.
function readError(payload: unknown): GenerationErrorEvent {
  const parsed = generationErrorEventSchema.safeParse(payload);
  return parsed.success ? parsed.data : { code: 'GenerationFailedError', message: '' };
}

/**
 * Turns an SSE event into a generation event: null for an event type Lettra does not know (so the
 * api can add some later), ApiError for data that is not the JSON the contract describes.
 */
export function decodeGenerationEvent(sse: SseEvent): GenerationEvent | null {
  if (!['meta', 'delta', 'rewrite', 'done', 'error'].includes(sse.event)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(sse.data);
  } catch {
    throw malformed();
  }
  switch (sse.event) {
    case 'meta':
      return { type: 'meta', payload: read(generationMetaSchema, payload) };
    case 'delta':
      return { type: 'delta', payload: read(generationDeltaSchema, payload) };
    case 'rewrite':
      return { type: 'rewrite', payload: read(generationRewriteSchema, payload) };
    case 'done':
      return { type: 'done', payload: read(generationDoneSchema, payload) };
    default:
      return { type: 'error', payload: readError(payload) };
  }
}
