import { useEffect, useState } from 'react';
import type { GenerationQuota } from '@lettra/contracts';
import { fetchFreeQuota } from '../api/fetch-free-quota.ts';

/**
 * The free letters left, read when `wanted` (a signed-in free user on the last step) and again when
 * `refresh` changes (a generation ended). Null while unknown or unreadable: the api still refuses a
 * generation over the quota, so a failed read only hides the count.
 */
export function useFreeQuota(wanted: boolean, refresh: unknown): GenerationQuota | null {
  const [quota, setQuota] = useState<GenerationQuota | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    fetchFreeQuota().then(
      (read) => current && setQuota(read),
      () => current && setQuota(null),
    );
    return () => {
      current = false;
    };
  }, [wanted, refresh]);
  return wanted ? quota : null;
}
