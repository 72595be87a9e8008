// The audit's arithmetic: medians with their spread, and how far a figure taken from a handful of runs can be trusted.

/** The value below which `q` of the values lie, interpolated (q = 0.5: the median). */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  return sorted[below] + (sorted[Math.ceil(at)] - sorted[below]) * (at - below);
}

export const median = (values) => quantile(values, 0.5);

export const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Median with its spread: the middle half of the values (p25–p75) and the extremes. */
export const spread = (values) => ({
  median: median(values),
  p25: quantile(values, 0.25),
  p75: quantile(values, 0.75),
  min: Math.min(...values),
  max: Math.max(...values),
});

/** Uniform numbers in [0, 1) from a fixed seed (mulberry32), so that the same runs always print the same interval. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The range in which `statistic` of `items` would fall in `level` of repeated audits, estimated by the percentile
 * bootstrap: the audit's own items (page/floor pairs) drawn again with replacement, `resamples` times. A bar that lies
 * inside this range is one the audit cannot tell apart from its noise.
 */
export function bootstrapInterval(items, statistic, { level = 0.9, resamples = 4000, seed = 1 } = {}) {
  if (items.length === 0) throw new Error("bootstrapInterval needs at least one item");
  const random = seededRandom(seed);
  const estimates = Array.from({ length: resamples }, () =>
    statistic(Array.from(items, () => items[Math.floor(random() * items.length)])),
  );
  return { low: quantile(estimates, (1 - level) / 2), high: quantile(estimates, (1 + level) / 2) };
}
