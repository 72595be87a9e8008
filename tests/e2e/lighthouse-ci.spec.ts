import { execFile } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { chromium, expect, test } from "@playwright/test";
import { Launcher } from "chrome-launcher";
import { launcherChromiumArgs, testChromiumPath } from "../../scripts/chromium.mjs";

/**
 * Lighthouse CI with the one configuration the preview check uses (lighthouserc.cjs): it collects the built site as
 * served here and asserts what every page must score.
 */
const CONFIG = resolve("lighthouserc.cjs");

// The preview check runs Lighthouse on every page of each pull request's deploy; this one runs it before the push on
// `/`, the page with every kind of part (navbar, cards, pictures, video, form), so that a change to the configuration
// or to Lighthouse fails here first. On a light device only: of what Lighthouse checks, a theme changes only
// contrast, which axe checks on every page in both themes (a11y.spec.ts).
const PATHS = ["/"];

/**
 * Runs lhci in `cwd`, where it keeps its .lighthouseci folder, and returns its exit code and output. Asynchronously,
 * and stopped after `timeoutMs`, so that a hung browser fails the test at its time instead of holding the worker.
 */
async function lhci(cwd: string, args: string[], timeoutMs: number) {
  const run = promisify(execFile)("npx", ["lhci", ...args, `--config=${CONFIG}`], {
    cwd,
    timeout: timeoutMs,
    env: {
      ...process.env,
      CHROME_PATH: testChromiumPath() ?? chromium.executablePath(),
      // Asserted on the preview only (see lighthouserc.cjs): speed is measured here against each page's floor.
      LHCI_SKIP_PERFORMANCE: "1",
    },
  });
  return run.then(
    ({ stdout, stderr }) => ({ status: 0, output: `${stdout}${stderr}` }),
    (error: { code?: number; signal?: string; stdout?: string; stderr?: string }) => ({
      status: error.code ?? error.signal,
      output: `${error.stdout ?? ""}${error.stderr ?? ""}`,
    }),
  );
}

/** The audits Lighthouse could not run, with its reasons: an audit without a value fails the assertion on it. */
function auditErrors(cwd: string) {
  const reports = readdirSync(resolve(cwd, ".lighthouseci")).filter((file) => /^lhr-.*\.json$/.test(file));
  return reports
    .flatMap((file) => {
      const lhr = JSON.parse(readFileSync(resolve(cwd, ".lighthouseci", file), "utf8")) as {
        finalDisplayedUrl: string;
        audits: Record<string, { scoreDisplayMode: string; errorMessage?: string; errorStack?: string }>;
      };
      return Object.entries(lhr.audits)
        .filter(([, audit]) => audit.scoreDisplayMode === "error")
        .map(([id, audit]) => `\n${lhr.finalDisplayedUrl} ${id}: ${audit.errorMessage}\n${audit.errorStack ?? ""}`);
    })
    .join("");
}

test(`Lighthouse CI's assertions hold on ${PATHS.join(", ")}`, async ({ baseURL }) => {
  test.setTimeout(200_000);
  const cwd = test.info().outputPath();
  // Chromium obeys only the last --disable-features flag: ours repeats the launcher's own list.
  const chromeFlags = launcherChromiumArgs(Launcher.defaultFlags()).join(" ");
  const collect = await lhci(
    cwd,
    [
      "collect",
      ...PATHS.map((path) => `--url=${baseURL}${path}`),
      "--numberOfRuns=1",
      `--settings.chromeFlags=${chromeFlags}`,
      // No assertion reads the full-page screenshot, and drawing one of a tall page costs seconds of CPU.
      "--settings.disableFullPageScreenshot",
    ],
    // Lighthouse waits for the page to go quiet, and its runs stretch with what the other workers do.
    180_000,
  );
  expect(collect.status, collect.output).toBe(0);
  const assert = await lhci(cwd, ["assert"], 15_000);
  expect(assert.status, `${assert.output}${auditErrors(cwd)}`).toBe(0);
});
