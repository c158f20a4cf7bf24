import { letterExplanationsSchema, type LetterExplanations, type LetterExplanationsBody } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** `POST /api/letters/:id/explanations`: what each sentence of version `from` rests on (docs/why-this-sentence.md). Nothing is saved. */
export function explainLetter(letterId: string, body: LetterExplanationsBody, signal?: AbortSignal): Promise<LetterExplanations> {
  return apiRequest(`/letters/${encodeURIComponent(letterId)}/explanations`, letterExplanationsSchema, { method: 'POST', body, ...(signal ? { signal } : {}) });
}
