import { apiRequest } from '@lettra/shared-ui';
import { lettersListResponseSchema } from '@lettra/contracts';
import type { LetterTab } from '../model/letter.ts';

/** GET /letters?q=&tab=: the current user's letters, without their text; search and tab are applied by the api (docs/product.md §5). */
export function listLetters({ query, tab }: { query: string; tab: LetterTab }, signal?: AbortSignal) {
  const params = new URLSearchParams({ tab });
  if (query.trim()) params.set('q', query.trim());
  return apiRequest(`/letters?${params}`, lettersListResponseSchema, { signal });
}
