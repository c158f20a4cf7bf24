import { useEffect, useState } from 'react';
import { getPostingsConfig } from '../api/import-posting.ts';

/**
 * Whether the api imports postings from a link (`POSTING_LINK_IMPORT`): null while it is asked or
 * when `ask` is false (a visitor asks nothing of the api), false when it is off or cannot say, so the
 * control shows only where it works.
 */
export function usePostingLinkEnabled(ask: boolean): boolean | null {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    getPostingsConfig(controller.signal).then(
      ({ linkImport }) => setEnabled(linkImport),
      () => {
        if (!controller.signal.aborted) setEnabled(false);
      },
    );
    return () => controller.abort();
  }, [ask]);
  return enabled;
}
