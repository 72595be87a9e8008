// The steps of `npm test` (scripts/run-tests.mjs): each a command, run in the foreground with its output as it comes,
// or alongside the others with its output held in reports/<name>.log until it ends; each recorded with its counts and
// time, then summed up in one line: "tests: N passed, N failed, N skipped".
import { spawn } from "node:child_process";
import fs from "node:fs";

export const REPORTS = "reports";
fs.mkdirSync(REPORTS, { recursive: true });

const results = [];

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
};

/** Runs a command with its output shown as it comes; resolves to whether it passed and how long it took. */
export function run(command, args, env = {}) {
  const started = performance.now();
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on("close", (code) => resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000 })),
  );
}

/**
 * Starts a command alongside whatever runs next, its output held in reports/<name>.log so that it does not interleave;
 * `finish()` prints that output once the command has ended, and resolves as `run` does.
 */
export function start(name, command, args, env = {}) {
  const started = performance.now();
  const log = `${REPORTS}/${name}.log`;
  const out = fs.openSync(log, "w");
  const child = spawn(command, args, { stdio: ["ignore", out, out], env: { ...process.env, ...env } });
  const done = new Promise((resolve) =>
    child.on("close", (code) => resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000 })),
  );
  return {
    finish: async () => {
      const outcome = await done;
      fs.closeSync(out);
      process.stdout.write(fs.readFileSync(log));
      return outcome;
    },
  };
}

/** Records a step's counts and time. */
const record = (name, seconds, passed, failed, skipped = 0) => results.push({ name, passed, failed, skipped, seconds });

/** A step without test cases of its own counts as one test. */
export function check(name, { ok, seconds }) {
  record(name, seconds, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

/** A step that could not run, because one it needs failed: one failed test. */
export const notRun = (name, because) => check(`${name}: not run, ${because}`, { ok: false, seconds: 0 });

/** Jest's arguments to write its report to `report`, read back by `unitTests`. */
export const jestReport = (report) => {
  fs.rmSync(report, { force: true });
  return ["--ci", "--json", `--outputFile=${report}`];
};

/** Records Jest's counts from its report; a run that left none (it could not start) counts as one failed test. */
export function unitTests(name, outcome, report) {
  const jest = readJson(report);
  if (!jest) return check(name, outcome);
  record(
    name,
    outcome.seconds,
    jest.numPassedTests,
    jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0),
    jest.numPendingTests + jest.numTodoTests,
  );
  return outcome.ok;
}

/** The environment that makes Playwright write its JSON report to `report`, read back by `browserTests`. */
export const playwrightReport = (report) => {
  fs.rmSync(report, { force: true });
  return { PLAYWRIGHT_JSON_OUTPUT_NAME: report };
};

/** Records Playwright's counts from its report; a run that failed with no test failing still fails. */
export function browserTests(name, outcome, report) {
  const stats = readJson(report)?.stats;
  if (!stats) return check(name, outcome);
  record(name, outcome.seconds, stats.expected + stats.flaky, stats.unexpected || (outcome.ok ? 0 : 1), stats.skipped);
  return outcome.ok && !stats.unexpected;
}

/** Records the counts a step wrote to its own report ({ passed, failed }). */
export function ownCounts(name, outcome, report) {
  const counts = readJson(report);
  if (!counts) return check(name, outcome);
  record(name, outcome.seconds, counts.passed, counts.failed);
  return outcome.ok;
}

/** Prints each step's counts and time and the summary line; the exit code for them. */
export function summary(totalSeconds) {
  const counts = (r) => `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
  for (const r of results)
    console.log(`  ${r.failed ? "✗" : "✓"} ${r.name}: ${counts(r)} (${Math.round(r.seconds)} s)`);
  const total = (key) => results.reduce((n, r) => n + r[key], 0);
  console.log(`  in ${Math.round(totalSeconds)} s`);
  console.log(`tests: ${counts({ passed: total("passed"), failed: total("failed"), skipped: total("skipped") })}`);
  return total("failed") === 0 ? 0 : 1;
}
