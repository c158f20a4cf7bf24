import { ApiError, CSRF_HEADER, refusalError } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { INITIAL_SSE_STATE, finishSseStream, readSseChunk, type SseEvent } from '@lettra/letter-engine';
import { type GenerationRequest, type RefineBody } from '@lettra/contracts';
import { decodeGenerationEvent, type GenerationEvent } from '../model/generation-events.ts';

type StreamEvent = Exclude<GenerationEvent, { type: 'error' }>;

interface StreamOptions {
  signal: AbortSignal;
  onEvent(event: StreamEvent): void;
  /** Where the events come from: a generation by default, or a refinement of a saved letter. */
  url?: string;
}

const NETWORK_ERROR = { code: 'NetworkError', message: fr.common.networkError };
const INTERRUPTED = { code: 'StreamInterruptedError', message: 'La génération a été interrompue. Veuillez réessayer.' };

/**
 * `POST /api/letters/generate` (or `url`, a refinement answered with the same events), read as Server-Sent Events. Calls `onEvent` for meta,
 * delta, rewrite and done, and resolves after done. Throws ApiError for a refusal before the stream (401,
 * 402/403 quota, 429…: JSON body), an `error` event, a network failure or a stream that stops
 * before done; rethrows the AbortError when `signal` aborts.
 */
export async function streamLetterGeneration(
  request: GenerationRequest | RefineBody,
  { signal, onEvent, url = '/api/letters/generate' }: StreamOptions,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...CSRF_HEADER },
      body: JSON.stringify(request),
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await refusalError(response);
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
