import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element is on screen and stays true, so an animation starts when the
 * visitor can see it. Without IntersectionObserver it is true at once.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView]);
  return inView;
}
