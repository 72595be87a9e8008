export const BAR_MS: { interaction: number; duringHydration: number };
export const DURING_HYDRATION: string;
export interface InteractionRow {
  name: string;
  bar: number;
  settings: Record<string, { median: number; worst: number; runs: number }>;
  holds: boolean;
}
export function summarizeInteractions(results: Record<string, Record<string, number[]>>): InteractionRow[];
