import { readAnswer } from '@lettra/shared-ui';
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

// An error event always ends the stream: whatever it holds, the user gets the generic failure.
function readError(payload: unknown): GenerationErrorEvent {
  const parsed = generationErrorEventSchema.safeParse(payload);
  return parsed.success ? parsed.data : { code: 'GenerationFailedError', message: '' };
}

/**
 * Turns an SSE event into a generation event: null for an event type Lettra does not know (so the
 * api can add some later); data that is not the JSON its contract describes throws shared-ui's
 * ApiError 'Réponse inattendue du serveur…', one event at a time.
 */
export function decodeGenerationEvent(sse: SseEvent): GenerationEvent | null {
  if (!['meta', 'delta', 'rewrite', 'done', 'error'].includes(sse.event)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(sse.data);
  } catch {
    // Left undefined: no contract accepts it, so it is refused like any other broken event.
  }
  switch (sse.event) {
    case 'meta':
      return { type: 'meta', payload: readAnswer(generationMetaSchema, payload) };
    case 'delta':
      return { type: 'delta', payload: readAnswer(generationDeltaSchema, payload) };
    case 'rewrite':
      return { type: 'rewrite', payload: readAnswer(generationRewriteSchema, payload) };
    case 'done':
      return { type: 'done', payload: readAnswer(generationDoneSchema, payload) };
    default:
      return { type: 'error', payload: readError(payload) };
  }
}
