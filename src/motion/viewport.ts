/**
 * Scroll triggers on IntersectionObserver: the browser measures off the main thread, nothing reads layout in a
 * scroll handler, and no library code is needed for the first view. A trigger line is measured up from the
 * viewport's bottom edge (see timings.ts).
 */

const FAR_ABOVE = "1000000px";

/**
 * Calls `handle` with the elements whose top has reached `triggerLine`, once each, in document order.
 * Elements that cross in the same frame arrive in one call, so the caller can stagger them. Elements that are
 * already past the line when watching starts (a page opened scrolled down) count as reached at once.
 * Returns a function that stops watching.
 */
export function onReach(elements: readonly Element[], triggerLine: string, handle: (reached: Element[]) => void) {
  const waiting = new Set(elements);
  const observer = new IntersectionObserver(
    (entries) => {
      const crossed = new Set(
        entries
          .filter((entry) => entry.boundingClientRect.top <= (entry.rootBounds?.bottom ?? window.innerHeight))
          .map((entry) => entry.target),
      );
      if (crossed.size === 0) return;
      crossed.forEach((element) => {
        waiting.delete(element);
        observer.unobserve(element);
      });
      if (waiting.size === 0) observer.disconnect();
      handle(elements.filter((element) => crossed.has(element)));
    },
    // The area above the line reaches far up, so that an element jumping in one frame from below the line to
    // above the viewport (a fast fling, an anchor link) still changes state and is reported.
    { rootMargin: `${FAR_ABOVE} 0px -${triggerLine} 0px` },
  );
  elements.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}

/** Calls `onChange` whenever the element enters or leaves the viewport. Returns a function that stops watching. */
export function watchVisibility(element: Element, onChange: (visible: boolean) => void) {
  // When the element changed more than once before the callback ran (a scroll while the page is busy), the
  // callback gets an entry per change, oldest first: only the last tells where the element is now.
  const observer = new IntersectionObserver((entries) => onChange(entries[entries.length - 1].isIntersecting));
  observer.observe(element);
  return () => observer.disconnect();
}
