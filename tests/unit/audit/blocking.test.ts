import { blockingBySource, blockingWithin } from "../../../scripts/audit/blocking.mjs";

const lhrWith = (fcp: number, tti: number, tasks: { url: string; startTime: number; duration: number }[]) => ({
  audits: {
    "first-contentful-paint": { numericValue: fcp },
    interactive: { numericValue: tti },
    "long-tasks": { details: { items: tasks } },
  },
});

it("counts what TBT counts of a task: the part inside FCP to TTI beyond 50 ms", () => {
  expect(blockingWithin({ startTime: 1000, duration: 120 }, 500, 3000)).toBe(70);
  // Starts 40 ms before FCP: 80 ms of it lie inside, 30 of them blocking.
  expect(blockingWithin({ startTime: 960, duration: 120 }, 1000, 3000)).toBe(30);
  // Ends 100 ms after TTI.
  expect(blockingWithin({ startTime: 2800, duration: 300 }, 1000, 3000)).toBe(150);
  expect(blockingWithin({ startTime: 900, duration: 120 }, 1000, 3000)).toBe(0);
  expect(blockingWithin({ startTime: 3100, duration: 200 }, 1000, 3000)).toBe(0);
});

it("splits a run's blocking between the page's scripts, its document and what Chrome could not attribute", () => {
  const lhr = lhrWith(1000, 4000, [
    { url: "http://localhost:8777/", startTime: 1200, duration: 250 },
    { url: "http://localhost:8777/framework-0123abcd.js", startTime: 2000, duration: 90 },
    { url: "http://localhost:8777/app-4567.js", startTime: 2500, duration: 60 },
    { url: "Unattributable", startTime: 3000, duration: 75 },
    { url: "http://localhost:8777/component---src-pages-index-tsx.js", startTime: 4100, duration: 300 },
  ]);
  expect(blockingBySource(lhr)).toEqual({ script: 50, document: 200, unattributed: 25 });
});

it("finds no blocking in a run without long tasks", () => {
  expect(blockingBySource(lhrWith(1000, 2000, []))).toEqual({ script: 0, document: 0, unattributed: 0 });
});
