import { apiRequest } from '@lettra/shared-ui';
import { keywordSentenceResponseSchema, type KeywordSentenceBody, type KeywordSentenceResponse } from '@lettra/contracts';

/** `POST /api/letters/:id/keyword-sentence`: a sentence using the keyword, and the version with it. Nothing is saved. */
export function proposeKeywordSentence(letterId: string, body: KeywordSentenceBody): Promise<KeywordSentenceResponse> {
  return apiRequest(`/letters/${encodeURIComponent(letterId)}/keyword-sentence`, keywordSentenceResponseSchema, { method: 'POST', body });
}
