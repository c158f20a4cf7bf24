import { useEffect } from 'react';
import { useLocation } from '@lettra/shared-ui/router';

/** A new page starts at its top, as after a full load; in-page anchors (#profil) keep their own scroll. */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
