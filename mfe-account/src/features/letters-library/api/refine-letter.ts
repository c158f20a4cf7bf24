import { ApiError, apiFetch, readAnswer } from '@lettra/shared-ui';
import { INITIAL_SSE_STATE, finishSseStream, readSseChunk } from '@lettra/letter-engine';
import { generationDoneSchema, generationErrorEventSchema, type GenerationDone, type RefineBody } from '@lettra/contracts';

const INTERRUPTED = { code: 'StreamInterruptedError', message: 'La retouche a été interrompue. Veuillez réessayer.' };

/**
 * `POST /letters/:id/refine`: the new version is written as a generation's stream; my letters waits
 * for its end and returns `done` (every version, the new one chosen). Sent by the api client like every
 * request, so a 401 is reported as theirs are (the session ended: the shell sends to the login page).
 * Throws ApiError for a refusal (JSON), a lost connection, an `error` event, or a stream that ends without `done`.
 */
export async function refineLetter(letterId: string, body: RefineBody, signal: AbortSignal): Promise<GenerationDone> {
  const response = await apiFetch(`/letters/${encodeURIComponent(letterId)}/refine`, { method: 'POST', body, signal });
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
