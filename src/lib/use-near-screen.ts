import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * true once the element has come within `margin` of the screen (and stays true): what lazy parts
 * wait for before they load their code or pictures. Without IntersectionObserver it is true at once.
 */
export function useNearScreen<T extends Element>(margin = '0px'): [RefObject<T | null>, boolean] {
  const holder = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = holder.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [holder, near];
}
