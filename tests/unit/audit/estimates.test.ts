import { bootstrapInterval, mean, median, quantile, spread } from "../../../scripts/audit/estimates.mjs";

it("takes quantiles between the values, as the audit's medians and spreads do", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 2, 3])).toBe(2.5);
  expect(quantile([0, 10], 0.25)).toBe(2.5);
  expect(spread([5, 1, 3, 2, 4])).toEqual({ median: 3, p25: 2, p75: 4, min: 1, max: 5 });
  expect(mean([0, 0, 90])).toBe(30);
});

it("gives the same bootstrap interval for the same runs, so an audit's report can be checked by another", () => {
  const runs = [12, -40, 75, 3, 150, -8, 31, 0, 66, -21];
  expect(bootstrapInterval(runs, median)).toEqual(bootstrapInterval(runs, median));
});

it("brackets the median of runs with the range a repeated audit would give, wide for noisy runs", () => {
  const quiet = [48, 50, 52, 49, 51, 50, 47, 53, 50, 50];
  const noisy = [-200, 300, 50, -150, 250, 40, 60, -100, 200, 0];
  const q = bootstrapInterval(quiet, median);
  const n = bootstrapInterval(noisy, median);
  expect(q.low).toBeLessThanOrEqual(median(quiet));
  expect(q.high).toBeGreaterThanOrEqual(median(quiet));
  expect(q.high - q.low).toBeLessThanOrEqual(3);
  expect(n.high - n.low).toBeGreaterThan(100);
});

it("resamples whole items, so a statistic of pairs keeps each pair together", () => {
  const pairs = [
    { page: 10, floor: 10 },
    { page: 500, floor: 500 },
    { page: 90, floor: 90 },
  ];
  const interval = bootstrapInterval(pairs, (sample) => median(sample.map((p) => p.page - p.floor)));
  expect(interval).toEqual({ low: 0, high: 0 });
});
