#!/usr/bin/env node
// `npm test`: the content check; lint and the unit tests alongside two builds (this commit's generated content, then
// Netlify's production build of content/ on top of it), the typecheck and the dev server's test alongside the second;
// the browser tests; then the content-sensitive browser tests on the generated content's build; then each runner's
// counts and time, and one summary line over all of them: "tests: N passed, N failed, N skipped".
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { missingFor } from "./engines.mjs";

const REPORTS = "reports";
/** The generated content set the content-sensitive tests also run on, and its build while content/'s is tested. */
const GENERATED_CONTENT = "reports/generated/content";
const GENERATED_SITE = "reports/generated/public";
/** content/'s build, while the generated one is served from public/. */
const CONTENT_SITE = "reports/content-public";
fs.mkdirSync(REPORTS, { recursive: true });

let seconds = 0;
/** Runs a command, its output shown as it comes; resolves to whether it passed, with its time in `seconds`. */
const run = (command, args, env = {}) => {
  const started = performance.now();
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on("close", (code) => {
      seconds = (performance.now() - started) / 1000;
      resolve(code === 0);
    }),
  );
};

/**
 * Starts a runner alongside whatever runs next, its output held back in a file so that it does not interleave;
 * `finish()` prints it and resolves to whether the runner passed, with its own time in `seconds`.
 */
const runAlongside = (name, command, args, env = {}) => {
  const started = performance.now();
  const log = `${REPORTS}/${name}.log`;
  const out = fs.openSync(log, "w");
  const child = spawn(command, args, { stdio: ["ignore", out, out], env: { ...process.env, ...env } });
  let took = 0;
  const done = new Promise((resolve) =>
    child.on("close", (code) => {
      took = (performance.now() - started) / 1000;
      resolve(code === 0);
    }),
  );
  return {
    finish: async () => {
      const ok = await done;
      fs.closeSync(out);
      process.stdout.write(fs.readFileSync(log));
      seconds = took;
      return ok;
    },
  };
};

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
};

const results = [];
/** Records the counts of the runner that ran last, with its time. */
const record = (name, passed, failed, skipped = 0) => results.push({ name, passed, failed, skipped, seconds });
/** A check without test cases of its own counts as one test. */
const check = (name, ok) => {
  record(name, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
};

check("content (npm run check:content)", await run("npm", ["run", "--silent", "check:content"]));
// Lint and the unit tests run alongside the build, which leaves about a quarter of two cores idle.
const lint = runAlongside("lint", "npm", ["run", "--silent", "lint"]);
/** Starts the unit tests alongside what runs next; `finishUnitTests` records their counts under `name`. */
const startUnitTests = (report) => {
  fs.rmSync(report, { force: true });
  return runAlongside(path.basename(report, ".json"), "npx", ["jest", "--ci", "--json", `--outputFile=${report}`]);
};
const finishUnitTests = async (name, runner, report) => {
  const ok = await runner.finish();
  const jest = readJson(report);
  if (jest)
    record(
      name,
      jest.numPassedTests,
      jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0),
      jest.numPendingTests + jest.numTodoTests,
    );
  else check(name, ok);
};
const jestReport = `${REPORTS}/jest.json`;
const unit = startUnitTests(jestReport);

// This commit's generated content set (tests/support/content-sets.ts): the largest valid site, every optional part filled, built
// as content/ is, then kept aside for the content-sensitive browser tests. Netlify builds on the previous build's
// cache, so Netlify's build of content/ below starts from this one, whose content and pages all differ.
const generatedOk =
  (await run("npx", ["tsx", "tests/support/write-content-set.ts", GENERATED_CONTENT])) &&
  (await run("npm", ["run", "--silent", "build"], { CONTENT_DIR: GENERATED_CONTENT }));
check(`the generated content's build (CONTENT_DIR=${GENERATED_CONTENT})`, generatedOk);
fs.rmSync(GENERATED_SITE, { recursive: true, force: true });
if (generatedOk) fs.cpSync("public", GENERATED_SITE, { recursive: true });

// After the first build, which regenerates types/gatsby-types.d.ts from the queries (the same for any content: every
// type is declared): a changed query is type-checked against its own types, not the committed ones. Alongside
// Netlify's build, which leaves part of the machine idle.
const typecheck = runAlongside("typecheck", "npx", ["tsc", "--noEmit"]);

// `npm start` in a real browser (tests/dev-server): a content mistake named over the page, and the page back by itself
// once fixed. Its dev server runs in a copy of the site, so alongside Netlify's build, which writes this checkout's.
const devServerReport = `${REPORTS}/dev-server.json`;
fs.rmSync(devServerReport, { force: true });
const devServer = runAlongside("dev-server", "npx", ["playwright", "test", "-c", "playwright.dev.config.ts"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: devServerReport,
});

// Netlify's own build (offline, deploy-preview context), whose output the browser tests then serve.
const netlifyReport = `${REPORTS}/netlify-build.json`;
fs.rmSync(netlifyReport, { force: true });
const netlifyOk = await run("node", ["scripts/netlify-build.mjs"]);
const netlify = readJson(netlifyReport);
if (netlify) record("netlify build and its output", netlify.passed, netlify.failed);
else check("netlify build", netlifyOk);

check("lint and formatting (npm run lint)", await lint.finish());
{
  const ok = await devServer.finish();
  const stats = readJson(devServerReport)?.stats;
  if (stats)
    record("npm start, a content mistake (playwright dev server)", stats.expected, stats.unexpected || (ok ? 0 : 1));
  else check("npm start, a content mistake (playwright dev server)", ok);
}
await finishUnitTests("unit (jest)", unit, jestReport);

// An engine that cannot start here is skipped on a developer's machine and fails in CI (tests/e2e/engines).
for (const engine of ["firefox", "webkit"]) {
  const missing = missingFor(engine);
  if (missing) console.log(`${engine} tests ${process.env.CI ? "fail" : "are skipped"}: install ${missing}`);
}

/** Runs Playwright with `args` and `env`, and records its counts under `name`. */
const browserTests = async (name, args, env = {}) => {
  const report = `${REPORTS}/${name.replace(/\W+/g, "-")}.json`;
  fs.rmSync(report, { force: true });
  const ok = await run("npx", ["playwright", "test", ...args], { PLAYWRIGHT_JSON_OUTPUT_NAME: report, ...env });
  const stats = readJson(report)?.stats;
  // A run that failed with no test failing (its web server could not start, say) still fails.
  if (stats) record(name, stats.expected + stats.flaky, stats.unexpected || (ok ? 0 : 1), stats.skipped);
  else check(name, ok);
};

if (netlify) {
  await browserTests("browser (playwright)", []);
  check("typecheck", await typecheck.finish());
  // The tests tagged @content, whose expectations come from the content, run on the generated site too. So a test
  // that kept a copy of today's content, or a layout that only today's content fits, fails here, not on the owner's
  // next edit.
  // Served from public/, where Netlify's local server reads the build's headers (its CSP among them). content/'s
  // build waits beside it, then comes back: Gatsby's cache describes that build, and the next `npm run build` starts
  // from both.
  if (generatedOk) {
    fs.rmSync(CONTENT_SITE, { recursive: true, force: true });
    fs.renameSync("public", CONTENT_SITE);
    fs.renameSync(GENERATED_SITE, "public");
    await browserTests(
      "browser, the generated content (playwright @content)",
      ["--project=chromium", "--grep=@content"],
      {
        CONTENT_DIR: GENERATED_CONTENT,
      },
    );
    fs.renameSync("public", GENERATED_SITE);
    fs.renameSync(CONTENT_SITE, "public");
  }
} else {
  check("typecheck", await typecheck.finish());
  seconds = 0;
  check("browser (playwright): not run, the build failed", false);
}

const counts = (r) => `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
for (const r of results) console.log(`  ${r.failed ? "✗" : "✓"} ${r.name}: ${counts(r)} (${Math.round(r.seconds)} s)`);
const total = (key) => results.reduce((n, r) => n + r[key], 0);
console.log(`tests: ${counts({ passed: total("passed"), failed: total("failed"), skipped: total("skipped") })}`);
process.exit(total("failed") === 0 ? 0 : 1);
