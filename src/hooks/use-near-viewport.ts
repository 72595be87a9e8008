import { useEffect, useState, type RefObject } from "react";

/** Becomes true, once, when the element comes within `margin` of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, margin = "600px 0px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
