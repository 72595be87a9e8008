import path from "node:path";
import { expect, test } from "@playwright/test";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fails when `bytes` exceed `budget`, with a message naming the budget, the size, the headroom, and where the
 * budget is set: the running spec (docs/performance.md#budgets says how to decide on one).
 */
export function expectWithinBudget(what: string, bytes: number, budget: number) {
  const headroom = budget - bytes;
  const where = path.relative(process.cwd(), test.info().file);
  expect(
    bytes,
    `${what}: ${kb(bytes)}, budget ${kb(budget)} (${headroom >= 0 ? "headroom" : "over by"} ${kb(Math.abs(headroom))}); ` +
      `the budget is set in ${where}, see docs/performance.md#budgets`,
  ).toBeLessThanOrEqual(budget);
}
