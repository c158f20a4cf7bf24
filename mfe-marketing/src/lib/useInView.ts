import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element is on screen (`threshold`: the share of it that must show), or within
 * `rootMargin` of it, and stays true. Without IntersectionObserver it is true at once.
 */
export function useInView(ref: RefObject<Element | null>, { threshold = 0, rootMargin = '0px' }: IntersectionObserverInit = {}): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView, threshold, rootMargin]);
  return inView;
}
