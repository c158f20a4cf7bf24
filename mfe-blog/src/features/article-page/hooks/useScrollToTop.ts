import { useEffect } from 'react';

/**
 * Scrolls to the top when `key` changes. The shell's router keeps the scroll position between pages, so a
 * similar article clicked at the bottom of a page would otherwise open at its footer.
 */
export function useScrollToTop(key: string) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [key]);
}
