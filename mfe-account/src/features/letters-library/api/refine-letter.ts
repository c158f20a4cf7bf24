import { ApiError, CSRF_HEADER, readAnswer, refusalError } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { INITIAL_SSE_STATE, finishSseStream, readSseChunk } from '@lettra/letter-engine';
import { generationDoneSchema, generationErrorEventSchema, type GenerationDone, type RefineBody } from '@lettra/contracts';

const NETWORK_ERROR = { code: 'NetworkError', message: fr.common.networkError };
const INTERRUPTED = { code: 'StreamInterruptedError', message: 'La retouche a été interrompue. Veuillez réessayer.' };

/**
 * `POST /letters/:id/refine`: the new version is written as a generation's stream; my letters waits
 * for its end and returns `done` (every version, the new one chosen). Throws ApiError for a refusal
 * (JSON), an `error` event, or a stream that ends without `done`.
 */
export async function refineLetter(letterId: string, body: RefineBody, signal: AbortSignal): Promise<GenerationDone> {
  let response: Response;
  try {
    response = await fetch(`/api/letters/${encodeURIComponent(letterId)}/refine`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...CSRF_HEADER },
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await refusalError(response);
  const { state, events } = readSseChunk(INITIAL_SSE_STATE, await response.text());
  for (const event of [...events, ...finishSseStream(state)]) {
    let payload: unknown;
    try {
      payload = JSON.parse(event.data);
    } catch {
      // Left undefined: no contract accepts it, so a broken done is refused like any other.
    }
    if (event.event === 'error') {
      const failure = generationErrorEventSchema.safeParse(payload);
      throw new ApiError(response.status, failure.success ? failure.data : INTERRUPTED);
    }
    if (event.event === 'done') return readAnswer(generationDoneSchema, payload, response.status);
  }
  throw new ApiError(0, INTERRUPTED);
}
