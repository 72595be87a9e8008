// Where a run's Total Blocking Time came from: its long tasks (Lighthouse's `long-tasks` audit, each attributed to
// the script that ran in it, or to the page's own document, or to nothing), each counted as TBT counts it: clipped to
// the window from FCP to TTI, and only what lies beyond 50 ms. A page and its script-free floor share the document's
// style, layout and paint; what the page's script files add shows up as `script`. Chrome attributes inline scripts
// to the document, so the page's few small inline ones count there.

const THRESHOLD_MS = 50;

/** The part of a task that TBT counts, for the window [start, end]. */
export function blockingWithin(task, start, end) {
  const clipped = Math.min(task.startTime + task.duration, end) - Math.max(task.startTime, start);
  return Math.max(0, clipped - THRESHOLD_MS);
}

const sourceOf = (url) => {
  if (url === "Unattributable") return "unattributed";
  return /\.m?js(\?|$)/.test(url) ? "script" : "document";
};

/**
 * Blocking time of one Lighthouse run, by source: `{ script, document, unattributed }` in ms. The audit lists at most
 * the 20 longest tasks, so on a very busy run the sum can fall a little short of the run's TBT.
 */
export function blockingBySource(lhr) {
  const start = lhr.audits["first-contentful-paint"].numericValue;
  const end = lhr.audits.interactive.numericValue;
  const totals = { script: 0, document: 0, unattributed: 0 };
  for (const task of lhr.audits["long-tasks"]?.details?.items ?? []) {
    totals[sourceOf(task.url)] += blockingWithin(task, start, end);
  }
  return totals;
}
