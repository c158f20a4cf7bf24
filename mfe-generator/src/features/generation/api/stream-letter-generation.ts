import { ApiError, apiFetch } from '@lettra/shared-ui';
import { INITIAL_SSE_STATE, finishSseStream, readSseChunk, type SseEvent } from '@lettra/letter-engine';
import { type GenerationRequest, type RefineBody } from '@lettra/contracts';
import { decodeGenerationEvent, type GenerationEvent } from '../model/generation-events.ts';

type StreamEvent = Exclude<GenerationEvent, { type: 'error' }>;

interface StreamOptions {
  signal: AbortSignal;
  onEvent(event: StreamEvent): void;
  /** Where the events come from, under /api: a generation by default, or a refinement of a saved letter. */
  path?: string;
}

const INTERRUPTED = { code: 'StreamInterruptedError', message: 'La génération a été interrompue. Veuillez réessayer.' };

/**
 * `POST /api/letters/generate` (or `path`, a refinement answered with the same events), read as Server-Sent Events. Calls `onEvent` for meta,
 * delta, rewrite and done, and resolves after done. Throws ApiError for a refusal before the stream (401,
 * 402/403 quota, 429…: JSON body), an `error` event, a network failure or a stream that stops
 * before done; rethrows the AbortError when `signal` aborts. Sent by the api client like every request,
 * so a 401 is reported as theirs are: the session ended, and the shell sends to the login page.
 */
export async function streamLetterGeneration(
  request: GenerationRequest | RefineBody,
  { signal, onEvent, path = '/letters/generate' }: StreamOptions,
): Promise<void> {
  const response = await apiFetch(path, { method: 'POST', body: request, signal });
  if (!response.body) throw new ApiError(response.status, INTERRUPTED);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let state = INITIAL_SSE_STATE;
  let finished = false;

  const dispatch = (events: SseEvent[]) => {
    for (const sse of events) {
      const event = decodeGenerationEvent(sse);
      if (!event || finished) continue;
      if (event.type === 'error') throw new ApiError(response.status, event.payload);
      onEvent(event);
      if (event.type === 'done') finished = true;
    }
  };

  // fetch ties the body to the signal, but a pending read must wake up on abort whatever the source.
  const stopReading = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stopReading, { once: true });
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        signal.throwIfAborted();
        throw cause instanceof ApiError ? cause : new ApiError(0, INTERRUPTED);
      }
      signal.throwIfAborted();
      if (chunk.done) break;
      const result = readSseChunk(state, decoder.decode(chunk.value, { stream: true }));
      state = result.state;
      dispatch(result.events);
      if (finished) return;
    }
    const tail = readSseChunk(state, decoder.decode());
    dispatch(tail.events);
    dispatch(finishSseStream(tail.state));
  } finally {
    signal.removeEventListener('abort', stopReading);
    // Stops the download (and tells the api) when we leave early: done, error or abort.
    reader.cancel().catch(() => undefined);
  }
  if (!finished) throw new ApiError(0, INTERRUPTED);
}
