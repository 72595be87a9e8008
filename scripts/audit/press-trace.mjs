#!/usr/bin/env node
// Where the time of one press goes: the press measured as the audit measures it (scripts/audit/interactions.mjs:
// Event Timing, Chromium at 4× CPU, a tap at 390 px, a click at 1280 px, on a fresh visit once hydrated), with a
// Chromium trace of it, split by what the renderer's main thread did between the input and the frame that answered.
// Phases nest (a style update forced inside a handler counts as input and as style), so they can add up to more than
// the press; and tracing slows the press itself, so compare phases and builds, not totals with the audit's.
// Use: npx tsx scripts/audit/press-trace.mjs [--site public] [--route /] [--width 390] [--device dark]
// [--selector .theme-toggle] [--presses 3] [--runs 3]
import { parseArgs } from "node:util";
import { coveredLength, launchTracingBrowser, stopTracing } from "./idle-trace.mjs";
import { hydrated, openVisit, press, timed } from "./interactions.mjs";
import { prepareSite, serveSite } from "./static-site.mjs";

const { values: options } = parseArgs({
  options: {
    site: { type: "string", default: "public" },
    route: { type: "string", default: "/" },
    width: { type: "string", default: "390" },
    device: { type: "string", default: "dark" },
    selector: { type: "string", default: ".theme-toggle" },
    presses: { type: "string", default: "3" },
    runs: { type: "string", default: "3" },
  },
});

/** The main thread's work by phase: the trace events that make each one up. */
const PHASES = {
  "input and handlers": ["EventDispatch", "FunctionCall", "TimerFire", "FireAnimationFrame", "RunMicrotasks"],
  "script evaluation": ["EvaluateScript", "v8.compile", "v8.evaluateModule"],
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
  "pre-paint": ["PrePaint"],
  paint: ["Paint"],
  commit: ["Commit"],
};
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8", "cc"];

const interval = (e) => [e.ts, e.ts + e.dur];

/** The main thread's time in each phase, and raster elsewhere, within `durationMs` of the press's first input. */
function split(events, durationMs) {
  const inputs = events.filter(
    (e) => e.name === "EventDispatch" && /^(pointerdown|mousedown)$/.test(e.args?.data?.type),
  );
  const first = inputs.sort((a, b) => a.ts - b.ts)[0];
  if (!first) return undefined;
  const [from, to] = [first.ts, first.ts + durationMs * 1000];
  const onMain = events.filter((e) => e.ph === "X" && e.pid === first.pid && e.tid === first.tid);
  /** Milliseconds of the window that any of `spans` (complete trace events) covers. */
  const covered = (spans) => coveredLength(spans.map(interval), from, to) / 1000;
  const phases = Object.fromEntries(
    Object.entries(PHASES).map(([phase, names]) => [phase, covered(onMain.filter((e) => names.includes(e.name)))]),
  );
  const raster = events.filter((e) => e.ph === "X" && e.name === "RasterTask" && e.tid !== first.tid);
  phases["raster (other threads)"] = covered(raster);
  const restyled = onMain
    .filter((e) => e.name === "UpdateLayoutTree" && e.ts >= from && e.ts < to)
    .reduce((n, e) => n + (e.args?.elementCount ?? 0), 0);
  return { phases, restyled };
}

const answers = await prepareSite(options.site);
const server = await serveSite(answers, 0);
const origin = `http://localhost:${server.address().port}`;
const browser = await launchTracingBrowser();
const width = Number(options.width);
try {
  for (let run = 1; run <= Number(options.runs); run++) {
    const { page, close } = await openVisit(browser, width, options.device);
    try {
      await page.goto(`${origin}${options.route}`, { waitUntil: "domcontentloaded" });
      await hydrated(page);
      for (let n = 1; n <= Number(options.presses); n++) {
        await page.tracing.start({ categories: CATEGORIES });
        const ms = await timed(page, options.selector, () => press(page, options.selector, width === 390));
        const found = split(await stopTracing(page), ms);
        const parts = found
          ? Object.entries(found.phases)
              .map(([phase, t]) => `${phase} ${t.toFixed(0)}`)
              .join(", ")
          : "no input in the trace";
        console.log(`run ${run}, press ${n}: ${ms} ms; ${parts} ms; ${found?.restyled ?? 0} elements restyled`);
      }
    } finally {
      await close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
