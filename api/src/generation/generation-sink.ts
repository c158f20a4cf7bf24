import type { GenerationDelta, GenerationDone, GenerationErrorEvent, GenerationMeta, GenerationRewrite } from '@lettra/contracts';

/** The data of each event of `POST /api/letters/generate` (`@lettra/contracts`, generation.ts). */
export interface GenerationEvents {
  meta: GenerationMeta;
  delta: GenerationDelta;
  rewrite: GenerationRewrite;
  done: GenerationDone;
  error: GenerationErrorEvent;
}

/**
 * Where a generation sends its events; the route backs it with the SSE response, so the service
 * never sees the reply. `send` resolves once the event may be followed by another (backpressure),
 * and does nothing once the client is gone.
 */
export interface GenerationSink {
  send<Name extends keyof GenerationEvents>(event: Name, data: GenerationEvents[Name]): Promise<void>;
}
