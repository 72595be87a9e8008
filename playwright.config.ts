import { defineConfig, devices } from "@playwright/test";
import { availableParallelism } from "node:os";
import { CHROMIUM_ARGS, testChromiumPath } from "./scripts/chromium.mjs";
import type { EngineName } from "./tests/e2e/engines/fixtures";
import { portFor } from "./tests/support/free-port";
import { SITE_DIR } from "./tests/support/served-site";

/** The production build, served by Netlify's local server (tests/support/free-port.ts: which port, and why). */
export const PORT = portFor("E2E_PORT", 8888);
/** Cloudflare's siteverify, played by tests/support/fake-siteverify.mjs (Cloudflare is out of reach here). */
export const FAKE_SITEVERIFY_PORT = portFor("FAKE_SITEVERIFY_PORT", 8898);

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
/**
 * The run on the generated content's build, served from its own site folder (scripts/test-run/plans.mjs): the tests of
 * the content in Chromium, and those of the site's languages in every engine (the launch content is in one).
 */
const generated = process.env.E2E_SITE !== undefined;

export default defineConfig<object, { engineName: EngineName }>({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // One worker a core and one more: much of a browser test is waiting (on timers, animations, the network), which a
  // third worker on two cores fills. A fourth was no faster, and slowed Lighthouse's runs past their time.
  workers: availableParallelism() + 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json"]],
  // Outside CI a server already on a port is reused: this fails the run if it serves another checkout's build.
  globalSetup: "./tests/e2e/own-servers.ts",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace by default: recording one for every test, to throw it away when the test passed, took a third of the
    // suite's time with its screencast and an eighth without. A failure still leaves its error-context.md (the page's
    // accessibility snapshot); `npx playwright test --trace retain-on-failure` keeps traces while chasing one.
    trace: "off",
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    // The cross-engine suite (tests/e2e/engines) in Debian's Firefox ESR, through puppeteer-core over WebDriver BiDi:
    // each step a round trip, slower to drive than Chromium, most of all on a long site on a busy machine.
    // Firefox's and WebKit's tests each run in one worker, first, beside Chromium's: one browser each to start, where
    // one worker a core each started their own.
    {
      name: "firefox",
      testMatch: /engines\/.*\.spec\.ts/,
      fullyParallel: false,
      timeout: 60_000,
      grep: generated ? /@languages/ : undefined,
      use: { ...desktop, engineName: "firefox" },
    },
    // …and in WebKitGTK (Safari's engine) from Debian, through WebKitWebDriver under Xvfb.
    // A worker keeps one browser and its driver for all its pages, but a WebKit page is still slower to drive.
    {
      name: "webkit",
      testMatch: /engines\/.*\.spec\.ts/,
      fullyParallel: false,
      timeout: 60_000,
      grep: generated ? /@languages/ : undefined,
      use: { ...desktop, engineName: "webkit" },
    },
    { name: "chromium", grep: generated ? /@content/ : undefined, use: desktop },
  ],
  webServer: [
    {
      command: "node tests/support/fake-siteverify.mjs",
      url: `http://localhost:${FAKE_SITEVERIFY_PORT}/health`,
      env: { FAKE_SITEVERIFY_PORT: String(FAKE_SITEVERIFY_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      // The production build in public/ (of the site in SITE_DIR), served by Netlify's local server: netlify.toml's
      // headers apply and the function answers at its config.path, as on Netlify.
      command: `npx netlify dev --offline --internal-disable-edge-functions --framework "#static" --dir public --port ${PORT} --no-open`,
      cwd: SITE_DIR,
      url: `http://localhost:${PORT}/`,
      env: {
        TURNSTILE_SECRET_KEY: "e2e-test-secret",
        TURNSTILE_SITEVERIFY_URL: `http://localhost:${FAKE_SITEVERIFY_PORT}/siteverify`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
