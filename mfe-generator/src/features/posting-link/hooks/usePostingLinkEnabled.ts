import { queryKeys, useQuery } from '@lettra/shared-ui/query';
import { getPostingsConfig } from '../api/import-posting.ts';

/**
 * Whether the api imports postings from a link (`POSTING_LINK_IMPORT`): null while it is asked or
 * when `ask` is false (a visitor asks nothing of the api), false when it is off or cannot say, so the
 * control shows only where it works. A setting of the site: read once for the page's cache.
 */
export function usePostingLinkEnabled(ask: boolean): boolean | null {
  const config = useQuery({
    queryKey: queryKeys.postings.config,
    queryFn: ({ signal }) => getPostingsConfig(signal),
    enabled: ask,
    staleTime: Infinity,
  });
  if (!ask) return null;
  if (config.isError) return false;
  return config.data?.linkImport ?? null;
}
