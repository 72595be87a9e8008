/**
 * Runs `task` when the browser is idle (at most `timeoutMs` later), so that
 * scroll-trigger measurements stay out of the hydration task. Returns a cancel
 * function for cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 300): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
