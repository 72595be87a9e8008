#!/usr/bin/env node
// `npm run audit`: Lighthouse (its default mobile config) on the production
// build, served with its headers as the browser tests serve it. A benchmark: it
// prints medians and writes reports/lighthouse/, it never decides `npm test`.
// Options: --no-build, --runs N. Env: AUDIT_PORT (default 8777), CHROME_PATH.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const ROUTES = ["/", "/projects/"];
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
const ORIGIN = `http://localhost:${PORT}`;
const OUT = "reports/lighthouse";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function parseArgs(argv) {
  const runsAt = argv.indexOf("--runs");
  const runs = runsAt === -1 ? 3 : Number(argv[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number ≥ 1");
  return { build: !argv.includes("--no-build"), runs };
}

function build() {
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) throw new Error("the build failed");
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Starts Netlify's local server in its own process group, so that stopping it also stops its children. */
async function startServer() {
  if (await answers(`${ORIGIN}/`)) throw new Error(`something already answers on port ${PORT}; set AUDIT_PORT`);
  const args = ["netlify", "dev", "--offline", "--internal-disable-edge-functions", "--framework", "#static"];
  const child = spawn("npx", [...args, "--dir", "public", "--port", String(PORT), "--no-open"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  let exited = false;
  child.on("exit", () => (exited = true));
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  // A synchronous kill in "exit" also covers errors and chrome-launcher's own SIGINT handler, which exits.
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

  const deadline = Date.now() + 120_000;
  while (!(await answers(`${ORIGIN}/`))) {
    if (exited || Date.now() > deadline) {
      stop();
      throw new Error(`netlify dev did not answer on ${ORIGIN}/\n${stderr.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return stop;
}

/** One Lighthouse run in a fresh Chrome, so that no cache or storage carries over between runs. */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function transferBytes(lhr, resourceType) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? null;
}

/** The numbers this script reports, from one run. */
function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id].numericValue]));
  return { scores, metrics, jsBytes: transferBytes(lhr, "script"), totalBytes: transferBytes(lhr, "total") };
}

/** Audits that cost points: scored below 1, in any of the categories. */
function shortfalls(lhr) {
  const ids = new Set(CATEGORIES.flatMap((id) => lhr.categories[id].auditRefs.map((ref) => ref.id)));
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
    .map((audit) => `${audit.id} (${audit.score})`);
}

/** The lhr without its screenshots, which are most of its size and no use to read. */
function trimmed(lhr) {
  const { fullPageScreenshot, ...rest } = lhr;
  const audits = { ...lhr.audits };
  for (const id of ["screenshot-thumbnails", "final-screenshot"]) delete audits[id];
  return { ...rest, audits };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function medians(runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((r) => r.scores[id])])),
    stable: Object.fromEntries(CATEGORIES.map((id) => [id, new Set(runs.map((r) => r.scores[id])).size === 1])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((name) => [name, of((r) => r.metrics[name])])),
    jsBytes: of((r) => r.jsBytes),
    totalBytes: of((r) => r.totalBytes),
  };
}

const routeName = (route) => (route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replaceAll("/", "-"));
const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function printTable(summary) {
  const rows = [
    ...CATEGORIES.map((id) => [id, (s) => `${s.median.scores[id]}${s.median.stable[id] ? " (same every run)" : " (varies)"}`]),
    ...Object.keys(METRICS).map((name) => [name, (s) => (name === "CLS" ? s.median.metrics[name].toFixed(3) : ms(s.median.metrics[name]))]),
    ["JS transferred", (s) => kb(s.median.jsBytes)],
    ["total transferred", (s) => kb(s.median.totalBytes)],
  ];
  const routes = Object.keys(summary);
  const table = [["median", ...routes], ...rows.map(([label, cell]) => [label, ...routes.map((r) => cell(summary[r]))])];
  const widths = table[0].map((_, col) => Math.max(...table.map((row) => row[col].length)));
  for (const row of table) console.log(row.map((cell, col) => cell.padEnd(widths[col])).join("  "));
  console.log("\nscores per run (perf/a11y/bp/seo), runs that failed left out:");
  for (const route of routes) {
    const perRun = summary[route].runs.map((r) => CATEGORIES.map((id) => r.scores[id]).join("/"));
    console.log(`  ${route}  ${perRun.join("  ")}`);
  }
  console.log("\ncosting points (first good run):");
  for (const route of routes) console.log(`  ${route}  ${summary[route].shortfalls.join(", ") || "nothing"}`);
}

async function main() {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  if (options.build) build();
  fs.mkdirSync(OUT, { recursive: true });
  const stopServer = await startServer();
  const summary = {};
  try {
    for (const route of ROUTES) {
      const runs = [];
      let firstShortfalls;
      for (let n = 1; n <= options.runs; n++) {
        console.log(`lighthouse ${route} run ${n}/${options.runs}`);
        const file = path.join(OUT, `${routeName(route)}-run${n}.json`);
        fs.rmSync(file, { force: true });
        try {
          const lhr = await runLighthouse(`${ORIGIN}${route}`);
          fs.writeFileSync(file, JSON.stringify(trimmed(lhr)));
          firstShortfalls ??= shortfalls(lhr);
          runs.push(summarize(lhr));
        } catch (error) {
          // One broken run (e.g. public/ rebuilt meanwhile by another process) should not void the others.
          console.error(`  run ${n} failed, left out: ${error.message}`);
        }
      }
      if (runs.length === 0) throw new Error(`every run of ${route} failed`);
      summary[route] = { median: medians(runs), runs, shortfalls: firstShortfalls };
    }
  } finally {
    stopServer();
  }
  fs.writeFileSync(path.join(OUT, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  console.log("");
  printTable(summary);
  console.log(`\n${OUT}/: per-run reports and summary.json (${Math.round((Date.now() - started) / 1000)} s)`);
}

main().catch((error) => {
  console.error(`audit: could not measure: ${error.message}`);
  process.exit(1);
});
