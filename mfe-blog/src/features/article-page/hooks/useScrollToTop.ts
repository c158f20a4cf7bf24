import { useEffect, useRef } from 'react';
import { useReplacesPrerenderedPage } from '@lettra/shared-ui';

/**
 * Scrolls to the top when `key` changes. The shell's router keeps the scroll position between pages, so a
 * similar article clicked at the bottom of a page would otherwise open at its footer. An article the
 * server already drew keeps the reader where they are when its code arrives.
 */
export function useScrollToTop(key: string) {
  const drawnByServer = useRef<string | null>(useReplacesPrerenderedPage() ? key : null);
  useEffect(() => {
    if (drawnByServer.current === key) return;
    drawnByServer.current = null;
    window.scrollTo({ top: 0 });
  }, [key]);
}
