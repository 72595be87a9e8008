// The bars the audit holds interactions to (interactions.mjs measures them), and its table of them.
import { median } from "./estimates.mjs";

/** What an interaction may take, as the median of the runs; a tap while the page hydrates may take more. */
export const BAR_MS = { interaction: 100, duringHydration: 150 };

/** The one interaction held to `BAR_MS.duringHydration`. */
export const DURING_HYDRATION = "tap on the theme button while the page hydrates";

/** Each interaction's median, best and worst in each setting, and whether its medians hold the bar. */
export function summarizeInteractions(results) {
  return Object.entries(results).map(([name, bySetting]) => {
    const bar = name === DURING_HYDRATION ? BAR_MS.duringHydration : BAR_MS.interaction;
    const settings = Object.fromEntries(
      Object.entries(bySetting).map(([setting, values]) => [
        setting,
        { median: median(values), best: Math.min(...values), worst: Math.max(...values), runs: values.length },
      ]),
    );
    return { name, bar, settings, holds: Object.values(settings).every((s) => s.median <= bar) };
  });
}
