import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testChromiumPath } from "./scripts/chromium.mjs";
import { portFor } from "./tests/support/free-port";

/**
 * `npm start` in a real browser (tests/dev-server): the real `gatsby develop`, in a copy of the site whose content/
 * the test breaks and mends. Apart from the other browser tests, which test the production build.
 */
export const DEV_PORT = portFor("DEV_SERVER_PORT", 8010, { reusable: false });
/** The content the dev server is started on: a copy of content/, in its copy of the site. */
export const DEV_CONTENT = "reports/dev-server/site/content";

export default defineConfig({
  testDir: "tests/dev-server",
  // Each mistake is saved, seen, fixed and seen gone: several seconds of the dev server's work each.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json"]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    baseURL: `http://localhost:${DEV_PORT}`,
    trace: "off",
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node tests/dev-server/start-dev-server.mjs ${DEV_PORT}`,
    url: `http://localhost:${DEV_PORT}/`,
    // Never another checkout's dev server, nor one on content that is not the copy.
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
