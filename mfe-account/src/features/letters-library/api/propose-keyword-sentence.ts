import { apiRequest } from '@lettra/shared-ui';
import type { KeywordSentenceBody, KeywordSentenceResponse } from '@lettra/contracts';

/** POST /letters/:id/keyword-sentence: a sentence using the keyword, and the version with it. Nothing is saved. */
export function proposeKeywordSentence(letterId: string, body: KeywordSentenceBody) {
  return apiRequest<KeywordSentenceResponse>(`/letters/${encodeURIComponent(letterId)}/keyword-sentence`, { method: 'POST', body });
}
