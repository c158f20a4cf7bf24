import type { GenerationQuota } from '@lettra/contracts';
import { queryKeys, useQuery } from '@lettra/shared-ui/query';
import { fetchFreeQuota } from '../api/fetch-free-quota.ts';

/**
 * The free letters left, read when `wanted` (a signed-in free user on the last step), and again
 * when a generation ends (useLetterGeneration marks it stale). Null while unknown or unreadable: the
 * api still refuses a generation over the quota, so a failed read only hides the count.
 */
export function useFreeQuota(wanted: boolean): GenerationQuota | null {
  const quota = useQuery({ queryKey: queryKeys.generation.quota, queryFn: ({ signal }) => fetchFreeQuota(signal), enabled: wanted });
  if (!wanted || quota.isError) return null;
  return quota.data ?? null;
}
