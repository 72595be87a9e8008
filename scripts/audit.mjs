#!/usr/bin/env node
// `npm run audit`: a benchmark of the production build as a phone on a slow network meets it. Lighthouse (its
// mobile settings) with applied throttling (`--throttling-method=devtools`: the CPU really slowed 4×, the network
// really delayed), on the build served as Netlify's CDN serves it (scripts/audit/static-site.mjs: its headers,
// precompressed Brotli, no work per request). Each route is measured against its own floor, the same HTML with every
// script removed, in interleaved pairs (the order within a pair alternating), so that whatever else the machine does
// weighs on both alike; it prints medians with their spread, each route's LCP as a ratio of the medians and TBT as
// the excess over the floor's, and both again as the median over the pairs, each with its bootstrap interval (how far
// this many pairs can resolve it on this machine). It splits each run's TBT by source (scripts/audit/blocking.mjs), so
// that what the page's scripts add can be told from the rendering it shares with its floor. Then it traces / at
// 390 px to see how busy the page keeps the main thread once loaded, and last measures how fast the pages answer taps
// and keys (scripts/audit/interactions.mjs). It never decides `npm test`.
// Options: --no-build, --pairs N (default 10; 0 skips the loads), --idle N (traces, default 3; 0 skips),
// --interactions N (runs, default 7; 0 skips), --route R (one route only; may be repeated), --site DIR (audit a build
// saved in DIR instead of building; repeated, the builds are measured in the same interleaved rounds against the
// first one's floor, for an A/B; their interactions alternate visit by visit).
// Env: AUDIT_OUT (the reports' folder, reports/lighthouse by default), AUDIT_PORT, CHROME_PATH.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromiumPath, launcherChromiumArgs } from "./chromium.mjs";
import { blockingBySource } from "./audit/blocking.mjs";
import { bootstrapInterval, mean, median, spread } from "./audit/estimates.mjs";
import { traceIdle } from "./audit/idle-trace.mjs";
import { summarizeInteractions } from "./audit/interaction-bars.mjs";
import { measureInteractions } from "./audit/interactions.mjs";
import { FLOOR_QUERY, prepareSite, serveSite } from "./audit/static-site.mjs";
import { previewRoutes } from "./preview/preview-routes.ts";

/** A case study's route: they are one template, so the first stands for them all. */
const CASE_STUDY = /^\/projects\/[^/]+\/$/;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};
// Not the tests' 8888: the audit can run while `npm test` holds that port.
const PORT = Number(process.env.AUDIT_PORT ?? 8777);
/** Where the audit serves its `site`th build (the floor is the first build's). */
const originOf = (site) => `http://localhost:${PORT + site}`;
const OUT = process.env.AUDIT_OUT ?? "reports/lighthouse";
const CHROME_PATH = chromiumPath() ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", ...launcherChromiumArgs(chromeLauncher.Launcher.defaultFlags())];

function parseArgs(argv) {
  const count = (name, fallback, least) => {
    const at = argv.indexOf(name);
    const value = at === -1 ? fallback : Number(argv[at + 1]);
    if (!Number.isInteger(value) || value < least) throw new Error(`${name} needs a whole number ≥ ${least}`);
    return value;
  };
  const routes = argv.flatMap((arg, i) => (argv[i - 1] === "--route" ? [arg] : []));
  const sites = argv.flatMap((arg, i) => (argv[i - 1] === "--site" ? [arg] : []));
  const unbuilt = sites.filter((dir) => !fs.existsSync(path.join(dir, "index.html")));
  if (unbuilt.length > 0) throw new Error(`--site takes a built site; none in ${unbuilt.join(", ")}`);
  return {
    sites: sites.length > 0 ? sites : ["public"],
    build: !argv.includes("--no-build") && sites.length === 0,
    pairs: count("--pairs", 10, 0),
    idle: count("--idle", 3, 0),
    interactions: count("--interactions", 7, 0),
    routes,
  };
}

/**
 * The routes to measure, from the served build's own sitemap: every page, one case study standing for them all, or
 * those asked for with --route (each must be a page of the build).
 */
async function routesToAudit(asked) {
  const pages = await previewRoutes(new URL(originOf(0)), { requestTimeoutMs: 10_000 });
  const unknown = asked.filter((route) => !pages.includes(route));
  if (unknown.length > 0)
    throw new Error(`--route takes a page of the build (${pages.join(", ")}); not ${unknown.join(", ")}`);
  if (asked.length > 0) return asked;
  const caseStudy = pages.find((route) => CASE_STUDY.test(route));
  return pages.filter((route) => !CASE_STUDY.test(route) || route === caseStudy);
}

function build() {
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) throw new Error("the build failed");
}

/** One Lighthouse run in a fresh Chrome, so that no cache or storage carries over between runs. */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: CATEGORIES,
      throttlingMethod: "devtools",
      disableFullPageScreenshot: true,
    });
    const error = result?.lhr.runtimeError;
    if (!result || error) throw new Error(error ? `${error.code} ${error.message}` : "Lighthouse returned nothing");
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const transferBytes = (lhr, resourceType) =>
  lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;

/** The numbers this script reports, from one run. */
function summarize(lhr) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    metrics: Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id].numericValue])),
    blocking: blockingBySource(lhr),
    jsBytes: transferBytes(lhr, "script"),
    totalBytes: transferBytes(lhr, "total"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Audits below full marks in any category (with their weight where it is not 0), and audits that broke. */
function shortfalls(lhr) {
  const weights = new Map();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) weights.set(ref.id, Math.max(ref.weight, weights.get(ref.id) ?? 0));
  }
  return [...weights]
    .map(([id, weight]) => ({ audit: lhr.audits[id], weight }))
    .filter(({ audit }) => audit.scoreDisplayMode === "error" || (audit.score !== null && audit.score < 1))
    .map(
      ({ audit, weight }) =>
        `${audit.id} ${audit.scoreDisplayMode === "error" ? "ERROR" : audit.score}${weight ? ` w${weight}` : ""}`,
    );
}

/** The lhr without its screenshots, which are most of its size and nothing to read (JSON leaves out undefined). */
function trimmed(lhr) {
  const audits = { ...lhr.audits, "screenshot-thumbnails": undefined, "final-screenshot": undefined };
  return { ...lhr, fullPageScreenshot: undefined, audits };
}

/** The floor run of the same pair as the page run `run`, if it succeeded. */
const partnerOf = (run, floor) => floor.find((f) => f.pair === run.pair);

/** `combine(page run, floor run)` for every pair in which both runs succeeded. */
const pairedValues = (page, floor, combine) =>
  page.flatMap((run) => {
    const partner = partnerOf(run, floor);
    return partner ? [combine(run, partner)] : [];
  });

const reportName = (route, floor, site, n) =>
  `${route === "/" ? "home" : route.replaceAll("/", "")}${floor ? "-floor" : site > 0 ? `-site${site}` : ""}-run${n}.json`;

/**
 * One measurement of `route` as the `site`th build serves it, or of its floor, named `key` in the log; a run that
 * Lighthouse breaks (its transient NO_NAVSTART, say) is reported and tried again, up to 3 times.
 */
async function measure({ route, floor, site, key }, n) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    console.log(
      `lighthouse ${key}${floor ? " (floor: no scripts)" : ""} pair ${n}${attempt > 1 ? ` (attempt ${attempt})` : ""}`,
    );
    try {
      const lhr = await runLighthouse(`${originOf(floor ? 0 : site)}${route}${floor ? FLOOR_QUERY : ""}`);
      fs.writeFileSync(path.join(OUT, reportName(route, floor, site, n)), JSON.stringify(trimmed(lhr)));
      return { summary: summarize(lhr), shortfalls: shortfalls(lhr) };
    } catch (error) {
      console.error(`  attempt ${attempt} failed, left out: ${error.message}`);
    }
  }
  return undefined;
}

/** Each source's blocking time, averaged over the runs (they add up to the mean TBT). */
const meanBlocking = (runs) =>
  Object.fromEntries(
    Object.keys(runs[0].blocking).map((source) => [source, mean(runs.map((r) => r.blocking[source]))]),
  );

/**
 * `pairs` page/floor pairs for every route, interleaved: pair 1 of every route, then pair 2, and so on. With several
 * builds (`labels`, one per build), each pair measures the route in every build and once without scripts, the order
 * turning from pair to pair, so that no build always meets a machine just freed by another.
 */
async function auditRoutes(routes, pairs, labels) {
  const targets = routes.flatMap((route) =>
    labels.map((label, site) => ({ route, site, key: labels.length > 1 ? `${label} ${route}` : route })),
  );
  const collected = Object.fromEntries(targets.map(({ key }) => [key, { page: [], shortfalls: undefined }]));
  const floors = Object.fromEntries(routes.map((route) => [route, []]));
  for (let n = 1; n <= pairs; n++) {
    for (const route of routes) {
      const round = [...targets.filter((t) => t.route === route), { route, floor: true, key: route }];
      for (let i = 0; i < round.length; i++) {
        const target = round[(i + n) % round.length];
        const result = await measure(target, n);
        if (!result) continue;
        const run = { ...result.summary, pair: n };
        if (target.floor) floors[route].push(run);
        else {
          collected[target.key].page.push(run);
          collected[target.key].shortfalls ??= result.shortfalls;
        }
      }
    }
  }
  const summary = {};
  for (const { key, route } of targets) {
    const { page, shortfalls } = collected[key];
    const floor = floors[route];
    if (page.length === 0 || floor.length === 0) throw new Error(`every run of ${key} or of its floor failed`);
    const metrics = (runs) =>
      Object.fromEntries(Object.keys(METRICS).map((name) => [name, spread(runs.map((r) => r.metrics[name]))]));
    // The comparisons use only the pairs in which both runs succeeded.
    const pairs = pairedValues(page, floor, (p, f) => ({
      page: p.metrics,
      floor: f.metrics,
      scriptBlocking: p.blocking.script - f.blocking.script,
    }));
    const of = (sample, side, name) => sample.map((pair) => pair[side][name]);
    // Each figure with the range it would take in 90 % of repeated audits (a bootstrap over the pairs).
    const estimate = (statistic) => ({ value: statistic(pairs), ...bootstrapInterval(pairs, statistic) });
    summary[key] = {
      page: metrics(page),
      floor: metrics(floor),
      lcpRatio: estimate((s) => median(of(s, "page", "LCP")) / median(of(s, "floor", "LCP"))),
      tbtExcess: estimate((s) => median(of(s, "page", "TBT")) - median(of(s, "floor", "TBT"))),
      // The same two figures taken pair by pair, where both runs met the machine in the same state: less moved by the
      // host's drift over an audit than the medians taken apart.
      pairedLcpRatio: estimate((s) => median(s.map((pair) => pair.page.LCP / pair.floor.LCP))),
      pairedTbtExcess: estimate((s) => median(s.map((pair) => pair.page.TBT - pair.floor.TBT))),
      // What the page's own scripts add to TBT, free of the document's rendering that page and floor share and that
      // swings with the host. A mean, since most runs have none and a median would hide the few that do.
      scriptBlocking: estimate((s) => mean(s.map((pair) => pair.scriptBlocking))),
      blocking: { page: meanBlocking(page), floor: meanBlocking(floor) },
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, spread(page.map((r) => r.scores[id]))])),
      jsBytes: median(page.map((r) => r.jsBytes)),
      totalBytes: median(page.map((r) => r.totalBytes)),
      benchmarkIndex: spread([...page, ...floor].map((r) => r.benchmarkIndex)),
      runs: page,
      floorRuns: floor,
      shortfalls,
    };
  }
  return summary;
}

const ms = (value) => `${Math.round(value)}`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const withSpread = (s, format = ms) => `${format(s.median)} [${format(s.p25)}–${format(s.p75)}]`;
const ratio = (value) => `${value.toFixed(2)}×`;
const excess = (value) => `${Math.round(value)} ms`;
const bySource = (b) => `script ${ms(b.script)} + document ${ms(b.document)} + unattributed ${ms(b.unattributed)}`;
const interval = (e, format) => `${format(e.value)} (${format(e.low)} to ${format(e.high)})`;

function printTable(table) {
  const widths = table[0].map((_, col) => Math.max(...table.map((row) => row[col].length)));
  for (const row of table) console.log(row.map((cell, col) => cell.padEnd(widths[col])).join("  "));
}

function printSummary(summary, pairs) {
  const cls = (v) => v.toFixed(3);
  const rows = [
    ["LCP ms, page", (s) => withSpread(s.page.LCP)],
    ["LCP ms, floor", (s) => withSpread(s.floor.LCP)],
    ["LCP ÷ floor (medians)", (s) => interval(s.lcpRatio, ratio)],
    ["TBT ms, page", (s) => withSpread(s.page.TBT)],
    ["TBT ms, floor", (s) => withSpread(s.floor.TBT)],
    ["TBT excess over floor (medians)", (s) => interval(s.tbtExcess, excess)],
    ["median of pairs: LCP ÷ floor", (s) => interval(s.pairedLcpRatio, ratio)],
    ["median of pairs: TBT excess", (s) => interval(s.pairedTbtExcess, excess)],
    ["TBT by source, mean: page", (s) => bySource(s.blocking.page)],
    ["TBT by source, mean: floor", (s) => bySource(s.blocking.floor)],
    ["TBT from the page's scripts, mean", (s) => interval(s.scriptBlocking, excess)],
    ["CLS, page (max)", (s) => `${cls(s.page.CLS.median)} (${cls(s.page.CLS.max)})`],
    ["FCP ms, page / floor", (s) => `${ms(s.page.FCP.median)} / ${ms(s.floor.FCP.median)}`],
    ["SI ms, page / floor", (s) => `${ms(s.page.SI.median)} / ${ms(s.floor.SI.median)}`],
    ...CATEGORIES.map((id) => [
      id,
      (s) =>
        `${s.scores[id].median}${s.scores[id].min === s.scores[id].max ? "" : ` (${s.scores[id].min}–${s.scores[id].max})`}`,
    ]),
    ["JS transferred (Brotli)", (s) => kib(s.jsBytes)],
    ["all transferred (Brotli)", (s) => kib(s.totalBytes)],
    [
      "host benchmarkIndex",
      (s) =>
        `${Math.round(s.benchmarkIndex.median)} (${Math.round(s.benchmarkIndex.min)}–${Math.round(s.benchmarkIndex.max)})`,
    ],
  ];
  const routes = Object.keys(summary);
  console.log(`medians [p25–p75] of ${pairs} interleaved page/floor pairs, applied throttling (mobile, devtools);`);
  console.log("in parentheses after each comparison: the range it takes in 90 % of bootstrap resamples of the pairs:");
  printTable([["", ...routes], ...rows.map(([label, cell]) => [label, ...routes.map((r) => cell(summary[r]))])]);
  console.log("\nLCP / TBT per pair, page | floor:");
  for (const route of routes) {
    const { runs, floorRuns } = summary[route];
    const pair = (r) => {
      const partner = partnerOf(r, floorRuns);
      return `${ms(r.metrics.LCP)}/${ms(r.metrics.TBT)} | ${partner ? `${ms(partner.metrics.LCP)}/${ms(partner.metrics.TBT)}` : "–"}`;
    };
    console.log(`  ${route}  ${runs.map(pair).join("   ")}`);
  }
  console.log("\nbelow full marks in the first good run (wN: weight in its category):");
  for (const route of routes) console.log(`  ${route}  ${summary[route].shortfalls.join(", ") || "nothing"}`);
}

/** Each interaction's median and worst in each setting, and the bar its medians must hold. */
function printInteractions(rows, runs) {
  const settings = Object.keys(rows[0].settings);
  console.log(
    `\ninteractions (Event Timing, 4× CPU): median (best–worst) of ${runs} runs, ms; "<16" is below what it reports:`,
  );
  const shown = (value) => (value < 16 ? "<16" : Math.round(value));
  const cell = (s) => (s ? `${shown(s.median)} (${shown(s.best)}–${Math.round(s.worst)})` : "–");
  printTable([
    ["", ...settings, "bar", ""],
    ...rows.map((row) => [
      row.name,
      ...settings.map((setting) => cell(row.settings[setting])),
      `≤ ${row.bar}`,
      row.holds ? "holds" : "OVER",
    ]),
  ]);
}

async function traceIdleRuns(count) {
  const runs = [];
  for (let n = 1; n <= count; n++) {
    console.log(`trace of / at 390 px, run ${n}`);
    runs.push(await traceIdle(`${originOf(0)}/`));
  }
  const share = spread(runs.map((r) => r.share));
  console.log(
    `\nmain-thread scripting on / at 390 px (4× CPU), 5–15 s after load: ${(share.median * 100).toFixed(2)} % median` +
      ` (${runs.map((r) => `${(r.share * 100).toFixed(2)} %, ${Math.round(r.scriptingMs)} ms, ${r.frameCallbacks} frame callbacks`).join("; ")})`,
  );
  return runs;
}

async function main() {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`no browser at ${CHROME_PATH}; set CHROME_PATH`);
  if (options.build) build();
  fs.rmSync(OUT, { recursive: true, force: true }); // no run files left over from a longer --pairs
  fs.mkdirSync(OUT, { recursive: true });
  const servers = await Promise.all(
    options.sites.map(async (dir, site) => serveSite(await prepareSite(dir), PORT + site)),
  );
  const labels = options.sites.map((dir) => path.basename(path.resolve(dir)));
  // Chrome runs in a process group of its own, which Ctrl-C does not reach: kill it before exiting.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      chromeLauncher.killAll();
      process.exit(130);
    });
  }
  let summary = {};
  let idle = [];
  let interactions = [];
  try {
    if (options.pairs > 0) summary = await auditRoutes(await routesToAudit(options.routes), options.pairs, labels);
    if (options.idle > 0) idle = await traceIdleRuns(options.idle);
    if (options.interactions > 0)
      interactions = summarizeInteractions(
        await measureInteractions(
          labels.map((label, site) => ({ label, origin: originOf(site) })),
          { runs: options.interactions },
        ),
      );
  } finally {
    servers.forEach((server) => server.close());
  }
  fs.writeFileSync(path.join(OUT, "summary.json"), `${JSON.stringify({ ...summary, idle, interactions }, null, 2)}\n`);
  console.log("");
  if (options.pairs > 0) printSummary(summary, options.pairs);
  if (idle.length > 0) {
    const share = spread(idle.map((r) => r.share)).median;
    console.log(
      `\nmain-thread scripting on / at 390 px, 5–15 s after load: ${(share * 100).toFixed(2)} % (median of ${idle.length})`,
    );
  }
  if (interactions.length > 0) printInteractions(interactions, options.interactions);
  console.log(`\n${OUT}/: per-run reports and summary.json (${Math.round((Date.now() - started) / 1000)} s)`);
}

main().catch((error) => {
  console.error(`audit: could not measure: ${error.message}`);
  process.exit(1);
});
