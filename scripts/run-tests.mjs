#!/usr/bin/env node
// `npm test`: the content check, lint, unit tests, Netlify's production build, typecheck and browser tests,
// then one summary line over every runner: "tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const REPORTS = "reports";
fs.mkdirSync(REPORTS, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0;

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
};

const results = [];
const record = (name, passed, failed) => results.push({ name, passed, failed });
/** A check without test cases of its own counts as one test. */
const check = (name, ok) => {
  record(name, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
};

check("content (npm run check:content)", run("npm", ["run", "--silent", "check:content"]));
check("lint and formatting (npm run lint)", run("npm", ["run", "--silent", "lint"]));

const jestReport = `${REPORTS}/jest.json`;
fs.rmSync(jestReport, { force: true });
const jestOk = run("npx", ["jest", "--ci", "--json", `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);
if (jest) record("unit (jest)", jest.numPassedTests, jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0));
else check("unit (jest)", jestOk);

// Netlify's own build (offline, deploy-preview context), whose output the browser tests then serve.
const netlifyReport = `${REPORTS}/netlify-build.json`;
fs.rmSync(netlifyReport, { force: true });
const netlifyOk = run("node", ["scripts/netlify-build.mjs"]);
const netlify = readJson(netlifyReport);
if (netlify) record("netlify build and its output", netlify.passed, netlify.failed);
else check("netlify build", netlifyOk);

// After the build, which regenerates src/gatsby-types.d.ts from the queries: a changed query is type-checked
// against its own types, not the committed ones.
check("typecheck", run("npx", ["tsc", "--noEmit"]));

if (netlify) {
  const pwReport = `${REPORTS}/playwright.json`;
  fs.rmSync(pwReport, { force: true });
  const pwOk = run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport });
  const stats = readJson(pwReport)?.stats;
  if (stats) record("browser (playwright)", stats.expected + stats.flaky, stats.unexpected);
  else check("browser (playwright)", pwOk);
} else {
  check("browser (playwright): not run, the build failed", false);
}

for (const r of results) console.log(`  ${r.failed ? "✗" : "✓"} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
