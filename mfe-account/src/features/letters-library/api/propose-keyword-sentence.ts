import { apiRequest } from '@lettra/shared-ui';
import { keywordSentenceResponseSchema, type KeywordSentenceBody } from '@lettra/contracts';

/** POST /letters/:id/keyword-sentence: a sentence using the keyword, and the version with it. Nothing is saved. */
export function proposeKeywordSentence(letterId: string, body: KeywordSentenceBody) {
  return apiRequest(`/letters/${encodeURIComponent(letterId)}/keyword-sentence`, keywordSentenceResponseSchema, { method: 'POST', body });
}
