import { useEffect, useRef } from 'react';
import { useLocation } from '@lettra/shared-ui/router';

/**
 * A new page starts at its top, as after a full load; in-page anchors (#profil) keep their own scroll.
 * The address the page was loaded at is left alone: its content may be there before the scripts
 * (docs/public-pages.md 'Pre-rendered pages'), and a visitor who already scrolled stays where they are.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const loadedAt = useRef<string | null>(pathname + hash);
  useEffect(() => {
    if (loadedAt.current === pathname + hash) return;
    loadedAt.current = null;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
