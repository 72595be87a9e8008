#!/usr/bin/env node
// Where a page's blocking time goes: loads a route of the build as `npm run audit` meets it (Lighthouse's mobile
// settings applied for real: 4× slower CPU, its slow-4G latency and throughput, 390 px), traces the load, and prints
// every main-thread task longer than 50 ms from first contentful paint on, split into what ran inside it (script
// evaluation by file, calls by file, compiling, style, layout, paint, parsing). Medians of TBT over runs, with the floor
// (the same HTML without scripts) alongside.
// Usage: node scripts/audit/load-trace.mjs [route] [--runs N] (the build must exist: npm run build).
import { parseArgs } from "node:util";
import { blockingWithin } from "./blocking.mjs";
import { median } from "./estimates.mjs";
import { SLOW_4G } from "./slow-4g.mjs";
import { TRACE_CATEGORIES, launchTracingBrowser, openPhonePage, stopTracing } from "./idle-trace.mjs";
import { FLOOR_QUERY, prepareSite, serveSite } from "./static-site.mjs";

const CATEGORIES = [...TRACE_CATEGORIES, "loading", "blink.user_timing"];
const PORT = Number(process.env.AUDIT_PORT ?? 8777);

const fileOf = (url = "") => url.split("/").pop() || url;

/** What a task is made of: durations of the events directly under it, keyed by kind and, for script, by file. */
function parts(children) {
  const out = new Map();
  for (const e of children) {
    const data = e.args?.data ?? {};
    const url = data.url ?? data.stackTrace?.[0]?.url ?? e.args?.fileName;
    const key = url ? `${e.name} ${fileOf(url)}` : e.name;
    out.set(key, (out.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...out].filter(([, ms]) => ms >= 2).sort((a, b) => b[1] - a[1]);
}

const isTask = (e) => e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");

/** Long tasks (from FCP on) of the main thread in a trace, with TBT as Lighthouse counts it (to the end of the trace). */
export function longTasks(events) {
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error("the trace has no first contentful paint");
  const thread = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
  // A task runner's task can wrap another's: only the outermost count.
  const outermost = [];
  for (const task of thread.filter(isTask).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = outermost.at(-1);
    if (!last || task.ts >= last.ts + last.dur) outermost.push(task);
  }
  const tasks = outermost.filter((t) => t.dur > 50_000 && t.ts + t.dur > fcp.ts);
  const nested = thread.filter((e) => e.ph === "X" && !isTask(e));
  return {
    tbt: tasks.reduce(
      (sum, t) => sum + blockingWithin({ startTime: t.ts / 1000, duration: t.dur / 1000 }, fcp.ts / 1000, Infinity),
      0,
    ),
    tasks: tasks.map((t) => {
      const inside = nested.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
      // Only the outermost events inside the task: an event nested in another one of them is part of it.
      const outer = inside.filter(
        (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
      );
      return { startMs: (t.ts - fcp.ts) / 1000, ms: t.dur / 1000, parts: parts(outer) };
    }),
  };
}

async function traceLoad(browser, url) {
  const page = await openPhonePage(browser);
  try {
    await page.emulateNetworkConditions(SLOW_4G);
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await new Promise((resolve) => setTimeout(resolve, 6000));
    return longTasks(await stopTracing(page));
  } finally {
    await page.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { runs: { type: "string", default: "3" } },
    allowPositionals: true,
  });
  const route = positionals[0] ?? "/";
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number ≥ 1");
  const server = await serveSite(await prepareSite(), PORT);
  try {
    const tbt = { page: [], floor: [] };
    for (let n = 1; n <= runs; n++) {
      for (const floor of n % 2 ? [false, true] : [true, false]) {
        const browser = await launchTracingBrowser();
        try {
          const result = await traceLoad(browser, `http://localhost:${PORT}${route}${floor ? FLOOR_QUERY : ""}`);
          tbt[floor ? "floor" : "page"].push(result.tbt);
          console.log(`\n${route}${floor ? " floor" : ""} run ${n}: TBT ${Math.round(result.tbt)} ms`);
          for (const t of result.tasks) {
            const inside = t.parts.map(([k, ms]) => `${k} ${Math.round(ms)}`).join(", ");
            console.log(`  +${Math.round(t.startMs)} ms  ${Math.round(t.ms)} ms: ${inside}`);
          }
        } finally {
          await browser.close();
        }
      }
    }
    console.log(`\nTBT median: page ${Math.round(median(tbt.page))} ms, floor ${Math.round(median(tbt.floor))} ms`);
  } finally {
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
