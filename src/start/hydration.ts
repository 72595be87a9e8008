/**
 * Which of the first page's sections React has not hydrated yet, so that a re-render of the page can wait for them.
 * Each section is a `<Suspense>` boundary of its own (HydrationBoundary). While one is still server HTML, any render
 * that reaches it makes React report error #421, even a transition it then holds back; an urgent render also throws
 * that HTML away and renders it again. A page rendered on the client, after an in-app navigation, has nothing to wait
 * for.
 */
export function createHydrationWatch() {
  const unhydrated = new Set<object>();
  const hydrated = new WeakSet<object>();
  let waiting: Array<() => void> = [];

  const settle = () => {
    if (unhydrated.size > 0) return;
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) callback();
  };

  return {
    /** A boundary is on the page (whatever holds it has hydrated). Returns what to call when it leaves. */
    boundaryMounted(boundary: object): () => void {
      if (!hydrated.has(boundary)) unhydrated.add(boundary);
      return () => {
        unhydrated.delete(boundary);
        settle();
      };
    },
    /**
     * The boundary's content has hydrated, or was rendered on the client. A boundary nested in that content must have
     * mounted already, or the page would count as hydrated while it is not: HydrationBoundary reports after its
     * content, and React runs a commit's effects in that order.
     */
    boundaryHydrated(boundary: object) {
      hydrated.add(boundary);
      unhydrated.delete(boundary);
      settle();
    },
    /** Whether a boundary on the page is still server HTML. */
    hydrating: () => unhydrated.size > 0,
    /** Runs `callback` once no boundary on the page is waiting to hydrate: at once if none is. */
    whenHydrated(callback: () => void) {
      waiting.push(callback);
      settle();
    },
  };
}

export type HydrationWatch = ReturnType<typeof createHydrationWatch>;

/** The page's one watch, fed by HydrationBoundary and read by the router (hold-location-updates.ts). */
export const hydration = createHydrationWatch();
