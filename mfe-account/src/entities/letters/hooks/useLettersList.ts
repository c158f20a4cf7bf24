import { queryKeys, useQuery, useQueryClient } from '@lettra/shared-ui/query';
import { listLetters } from '../api/list-letters.ts';
import type { LetterSummary, LetterTab } from '../model/letter.ts';
import { forgetOutdatedDetails } from '../model/letters-cache.ts';

type ListAnswer = { letters: LetterSummary[] };

/**
 * The current user's letters for a search and a tab, from the page's one cache: my letters and the
 * dashboard read the same entry, so a change made in one is seen in the other. `select` shapes the
 * letters for a screen (a stable function: it runs again only when the answer changes). While a newer
 * search of the same tab is on its way, the previous answer stays on screen (`isPlaceholderData`).
 */
export function useLettersList<T>({ tab, query }: { tab: LetterTab; query: string }, select: (letters: LetterSummary[]) => T) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.letters.list(tab, query.trim()),
    queryFn: async ({ signal }) => {
      const answer = await listLetters({ query, tab }, signal);
      forgetOutdatedDetails(client, answer.letters);
      return answer;
    },
    select: (answer: ListAnswer) => select(answer.letters),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === tab ? previous : undefined),
  });
}
