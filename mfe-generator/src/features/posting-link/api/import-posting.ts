import { postingFromLinkResponseSchema, postingsConfigSchema, type PostingFromLinkBody } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** GET /postings/config: whether this site imports a posting from its link. */
export function getPostingsConfig(signal?: AbortSignal) {
  return apiRequest('/postings/config', postingsConfigSchema, { signal });
}

/** POST /postings/from-link: the api fetches the page and answers its text and the fields it read. */
export function importPostingFromLink(url: string, signal?: AbortSignal) {
  const body: PostingFromLinkBody = { url };
  return apiRequest('/postings/from-link', postingFromLinkResponseSchema, { method: 'POST', body, signal });
}
