import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element is within half a screen height of the viewport, and stays true. False on
 * the first render, so pre-rendered HTML and the first client render agree. Every browser the build
 * targets (es2022) has IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '50% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
