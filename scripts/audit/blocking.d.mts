export interface LongTask {
  url?: string;
  startTime: number;
  duration: number;
}
export function blockingWithin(task: LongTask, start: number, end: number): number;
export function blockingBySource(lhr: unknown): { script: number; document: number; unattributed: number };
