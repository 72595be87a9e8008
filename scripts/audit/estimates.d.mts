export function quantile(values: readonly number[], q: number): number;
export function median(values: readonly number[]): number;
export function mean(values: readonly number[]): number;
export function spread(values: readonly number[]): {
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
};
export function bootstrapInterval<T>(
  items: readonly T[],
  statistic: (sample: T[]) => number,
  options?: { level?: number; resamples?: number; seed?: number },
): { low: number; high: number };
