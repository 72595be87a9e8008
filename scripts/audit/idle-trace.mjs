// How busy a page keeps a phone's main thread once it has loaded and the visitor only looks: a Chromium trace of the
// page at 390 px with Lighthouse's mobile CPU slowdown (4×), and the share of a window after the load event spent
// running script (evaluation, frame and timer callbacks, events, compilation).
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, chromiumPath, disableFeaturesFlag } from "../chromium.mjs";

/** Trace events DevTools and Lighthouse count as script evaluation or its parsing and compiling. */
const SCRIPTING = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "RunMicrotasks",
  "V8.Execute",
  "EventDispatch",
  "v8.compile",
  "v8.compileModule",
]);

const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "toplevel"];

/** Lighthouse's mobile screen: 390 × 844 at 3×, touch. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** Total length of the union of [start, end] intervals, each clipped to [from, to]. */
export function coveredLength(intervals, from, to) {
  const clipped = intervals
    .map(([start, end]) => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of clipped) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/**
 * From a trace's events: the page's main thread (the one that marked the load event), and on it the time spent
 * scripting between `fromMs` and `toMs` after the load event, with the number of animation-frame callbacks then.
 */
export function scriptingAfterLoad(events, fromMs, toMs) {
  const load = events.find((e) => e.name === "MarkLoad" && e.args?.data?.isOutermostMainFrame !== false);
  if (!load) throw new Error("the trace has no load event");
  const onMain = events.filter((e) => e.pid === load.pid && e.tid === load.tid && SCRIPTING.has(e.name));
  const intervals = [];
  const open = new Map();
  for (const e of onMain) {
    if (e.ph === "X") intervals.push([e.ts, e.ts + (e.dur ?? 0)]);
    else if (e.ph === "B") open.set(e.name, [...(open.get(e.name) ?? []), e.ts]);
    else if (e.ph === "E") {
      const started = open.get(e.name)?.pop();
      if (started !== undefined) intervals.push([started, e.ts]);
    }
  }
  const from = load.ts + fromMs * 1000;
  const to = load.ts + toMs * 1000;
  const scriptingMs = coveredLength(intervals, from, to) / 1000;
  const frameCallbacks = onMain.filter((e) => e.name === "FireAnimationFrame" && e.ts >= from && e.ts < to).length;
  return { scriptingMs, share: scriptingMs / (toMs - fromMs), frameCallbacks };
}

/** A fresh headless Chromium for one traced load: no cache, no compiled code carried over. */
export const launchTracingBrowser = () =>
  puppeteer.launch({
    browser: "chrome",
    executablePath: chromiumPath() ?? "/usr/bin/chromium",
    headless: true,
    // puppeteer merges this --disable-features with its own.
    args: [...CHROMIUM_ARGS, disableFeaturesFlag([])],
  });

/** A page sized and slowed as Lighthouse's mobile settings: its PHONE screen, the CPU `cpuSlowdown` × slower. */
async function openPhonePage(browser, cpuSlowdown = 4) {
  const page = await browser.newPage();
  await page.emulate({ viewport: PHONE, userAgent: await browser.userAgent() });
  await page.emulateCPUThrottling(cpuSlowdown);
  return page;
}

/** Ends the page's trace and returns its events. */
export async function stopTracing(page) {
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString("utf8"));
  return trace.traceEvents ?? trace;
}

/** Loads `url` at 390 × 844 on a 4× slower CPU, traces it until `toMs` after load, and reads the window. */
export async function traceIdle(url, { fromMs = 5000, toMs = 15000, cpuSlowdown = 4 } = {}) {
  const browser = await launchTracingBrowser();
  try {
    const page = await openPhonePage(browser, cpuSlowdown);
    await page.tracing.start({ categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await new Promise((resolve) => setTimeout(resolve, toMs + 500));
    return scriptingAfterLoad(await stopTracing(page), fromMs, toMs);
  } finally {
    await browser.close();
  }
}
