import { useEffect } from 'react';
import { useLocation } from '@lettra/shared-ui/router';

// Brings the element into view and gives it the focus, so that keyboard and screen-reader users start there too.
function reach(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * A page reached inside the app at an address with a hash (e.g. /#generateur, where the login sends a
 * visitor back to the generator and the draft it kept) starts at the element of that id, as a full load
 * would, and not at the page's top. The element may be drawn after the page: a deferred section's code
 * arrives later (deferred-section.tsx), so the hook waits for it.
 */
export function useFocusHashTarget() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hash.slice(1);
    if (id === '' || reach(id)) return;
    const observer = new MutationObserver(() => {
      if (reach(id)) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hash]);
}
