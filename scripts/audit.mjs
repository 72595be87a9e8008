#!/usr/bin/env node
// `npm run audit`: Lighthouse (its default mobile config) on the production
// build, served with its headers as the browser tests serve it. Each route is
// measured against its own floor in the same run, interleaved: the same built
// HTML with every script removed, i.e. what the server HTML alone paints. A
// benchmark: it prints medians and each route's LCP as a ratio to its floor,
// and writes reports/lighthouse/; it never decides `npm test`.
// Options: --no-build, --runs N. Env: AUDIT_PORT (default 8777), CHROME_PATH.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import { parse } from "node-html-parser";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

// Lighthouse 13 asks for Node ≥ 22.19. On Node 20 three of its insight audits fail on
// iterator helpers (map.values().flatMap …); core-js, a Gatsby dependency, adds them.
if (!globalThis.Iterator?.prototype?.flatMap) await import("core-js/actual/iterator/index.js");

// One case study stands for the four: they are one template.
const ROUTES = ["/", "/projects/", "/projects/ai-resume-analyzer/"];
/** A route's floor is served at the route plus this query. */
const FLOOR_QUERY = "?floor";
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
// netlify dev does not compress, Netlify's CDN does (Brotli): a small proxy in front of it compresses
// as production would, so the byte counts and the timings they drive are not inflated.
const INNER_ORIGIN = `http://localhost:${PORT + 1}`;
const OUT = "reports/lighthouse";
const CHROME_PATH = chromiumPath() ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

function parseArgs(argv) {
  const at = argv.indexOf("--runs");
  const runs = at === -1 ? 3 : Number(argv[at + 1]);
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
  const child = spawn("npx", [...args, "--dir", "public", "--port", String(PORT + 1), "--no-open"], {
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
      // the group is gone already
    }
  };
  // A synchronous kill on "exit" covers every way out. Chrome runs in a process group of
  // its own as well, so Ctrl-C does not reach it: kill it before exiting.
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      chromeLauncher.killAll();
      process.exit(130);
    });
  }
  const deadline = Date.now() + 120_000;
  while (!(await answers(`${INNER_ORIGIN}/`))) {
    if (exited || Date.now() > deadline) {
      stop();
      throw new Error(`netlify dev did not answer on ${INNER_ORIGIN}/\n${stderr.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const proxy = await startCompressingProxy();
  return () => {
    proxy.close();
    stop();
  };
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** The page without any script: every <script> and every script preload removed. */
function withoutScripts(html) {
  const root = parse(html, { comment: true });
  root.querySelectorAll('script, link[as="script"], link[rel="modulepreload"]').forEach((node) => node.remove());
  return root.toString();
}

/**
 * Forwards to netlify dev and Brotli-compresses text answers for clients that accept it. A page asked for with
 * FLOOR_QUERY is served without its scripts, with the same headers.
 */
function startCompressingProxy() {
  const server = http.createServer(async (req, res) => {
    try {
      const floor = req.url.endsWith(FLOOR_QUERY);
      const upstream = await fetch(`${INNER_ORIGIN}${floor ? req.url.slice(0, -FLOOR_QUERY.length) : req.url}`, {
        method: req.method,
        headers: { accept: req.headers.accept ?? "*/*" },
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (floor) body = Buffer.from(withoutScripts(body.toString("utf8")));
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !/^(content-length|content-encoding|transfer-encoding|connection)$/.test(name),
        ),
      );
      const compress =
        COMPRESSIBLE.test(upstream.headers.get("content-type") ?? "") &&
        /\bbr\b/.test(req.headers["accept-encoding"] ?? "");
      const payload = compress ? zlib.brotliCompressSync(body) : body;
      res.writeHead(upstream.status, {
        ...headers,
        ...(compress && { "content-encoding": "br", vary: "Accept-Encoding" }),
        "content-length": payload.length,
      });
      res.end(payload);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(PORT, () => resolve(server));
  });
}

/** One Lighthouse run in a fresh Chrome, so that no cache or storage carries over between runs. */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: CATEGORIES });
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
    jsBytes: transferBytes(lhr, "script"),
    totalBytes: transferBytes(lhr, "total"),
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

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

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

const reportName = (route, floor, n) =>
  `${route === "/" ? "home" : route.replaceAll("/", "")}${floor ? "-floor" : ""}-run${n}.json`;

/** One measurement; a run that Lighthouse breaks (its transient NO_NAVSTART, say) is reported and tried again, up to 3 times. */
async function measure(route, floor, n) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    console.log(
      `lighthouse ${route}${floor ? " (floor: no scripts)" : ""} run ${n}${attempt > 1 ? ` (attempt ${attempt})` : ""}`,
    );
    try {
      const lhr = await runLighthouse(`${ORIGIN}${route}${floor ? FLOOR_QUERY : ""}`);
      fs.writeFileSync(path.join(OUT, reportName(route, floor, n)), JSON.stringify(trimmed(lhr)));
      return { summary: summarize(lhr), shortfalls: shortfalls(lhr) };
    } catch (error) {
      console.error(`  attempt ${attempt} failed, left out: ${error.message}`);
    }
  }
  return undefined;
}

/**
 * Runs Lighthouse `count` times on every route and on its floor, interleaved (page, floor, next route…), so
 * that whatever else the machine is doing weighs on both alike.
 */
async function auditRoutes(count) {
  const collected = Object.fromEntries(ROUTES.map((route) => [route, { page: [], floor: [], shortfalls: undefined }]));
  for (let n = 1; n <= count; n++) {
    for (const route of ROUTES) {
      for (const floor of [false, true]) {
        const result = await measure(route, floor, n);
        if (!result) continue;
        collected[route][floor ? "floor" : "page"].push(result.summary);
        if (!floor) collected[route].shortfalls ??= result.shortfalls;
      }
    }
  }
  const summary = {};
  for (const [route, { page, floor, shortfalls }] of Object.entries(collected)) {
    if (page.length === 0 || floor.length === 0) throw new Error(`every run of ${route} or of its floor failed`);
    summary[route] = { median: medians(page), floor: medians(floor), runs: page, floorRuns: floor, shortfalls };
  }
  return summary;
}

const ms = (value) => `${Math.round(value)} ms`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function printSummary(summary) {
  const rows = [
    ...CATEGORIES.map((id) => [
      id,
      (s) => `${s.median.scores[id]} ${s.median.stable[id] ? "(same every run)" : "(varies)"}`,
    ]),
    ...Object.keys(METRICS).map((name) => [
      name,
      (s) => (name === "CLS" ? s.median.metrics[name].toFixed(3) : ms(s.median.metrics[name])),
    ]),
    ["LCP floor (no scripts)", (s) => ms(s.floor.metrics.LCP)],
    ["LCP ÷ floor", (s) => `${(s.median.metrics.LCP / s.floor.metrics.LCP).toFixed(2)}×`],
    ["FCP floor (no scripts)", (s) => ms(s.floor.metrics.FCP)],
    ["TBT floor (no scripts)", (s) => ms(s.floor.metrics.TBT)],
    ["JS transferred*", (s) => kib(s.median.jsBytes)],
    ["total transferred*", (s) => kib(s.median.totalBytes)],
  ];
  const routes = Object.keys(summary);
  const table = [
    ["median", ...routes],
    ...rows.map(([label, cell]) => [label, ...routes.map((r) => cell(summary[r]))]),
  ];
  const widths = table[0].map((_, col) => Math.max(...table.map((row) => row[col].length)));
  for (const row of table) console.log(row.map((cell, col) => cell.padEnd(widths[col])).join("  "));
  console.log("* Brotli-compressed by the audit's proxy, as Netlify's CDN serves them");
  console.log("\nscores per run (perf/a11y/bp/seo; failed runs left out):");
  for (const route of routes) {
    console.log(
      `  ${route}  ${summary[route].runs.map((r) => CATEGORIES.map((id) => r.scores[id]).join("/")).join("  ")}`,
    );
  }
  console.log("\nLCP per run, page / floor:");
  for (const route of routes) {
    const { runs, floorRuns } = summary[route];
    console.log(
      `  ${route}  ${runs.map((r, i) => `${ms(r.metrics.LCP)} / ${floorRuns[i] ? ms(floorRuns[i].metrics.LCP) : "–"}`).join("  ")}`,
    );
  }
  console.log("\nbelow full marks in the first good run (wN: weight in its category):");
  for (const route of routes) console.log(`  ${route}  ${summary[route].shortfalls.join(", ") || "nothing"}`);
}

async function main() {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`no browser at ${CHROME_PATH}; set CHROME_PATH`);
  if (options.build) build();
  fs.rmSync(OUT, { recursive: true, force: true }); // no run files left over from a longer --runs
  fs.mkdirSync(OUT, { recursive: true });
  const stopServer = await startServer();
  let summary;
  try {
    summary = await auditRoutes(options.runs);
  } finally {
    stopServer();
  }
  fs.writeFileSync(path.join(OUT, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  console.log("");
  printSummary(summary);
  console.log(`\n${OUT}/: per-run reports and summary.json (${Math.round((Date.now() - started) / 1000)} s)`);
}

main().catch((error) => {
  console.error(`audit: could not measure: ${error.message}`);
  process.exit(1);
});
