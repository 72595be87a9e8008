import { test as base, expect } from "@playwright/test";
import { reportCspViolations } from "../../scripts/report-csp-violations";
import { TURNSTILE_DOUBLE, TURNSTILE_SCRIPT } from "./doubles";

/**
 * A test fails on a console error, an uncaught exception, a Content-Security-Policy violation or a failed same-origin
 * request in its page, whatever it was checking.
 */
export const test = base.extend<{ pageProblems: string[]; expectedProblems: RegExp[] }>({
  /** Problems a test provokes on purpose (a logged verification failure, say); each must occur. */
  expectedProblems: async ({}, use) => use([]),
  /** What the test's page has shown so far; a test that expects some may read and clear it. */
  pageProblems: async ({}, use) => use([]),
  // Through `page`, not an automatic fixture: a test that only sends requests then opens no browser page at all.
  page: async ({ page, baseURL, expectedProblems, pageProblems: problems }, use) => {
    // Cloudflare is out of reach: its widget script is always the test double.
    await page.route(`${TURNSTILE_SCRIPT}*`, (route) =>
      route.fulfill({ contentType: "application/javascript", body: TURNSTILE_DOUBLE }),
    );
    // The built site runs under its real Content-Security-Policy (public/_headers): any violation fails the test.
    await page.addInitScript(reportCspViolations);
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("requestfailed", (request) => {
      if (baseURL && request.url().startsWith(baseURL) && request.failure()?.errorText !== "net::ERR_ABORTED") {
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
      }
    });
    page.on("response", (response) => {
      if (baseURL && response.url().startsWith(baseURL) && response.status() >= 400) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    await use(page);
    for (const pattern of expectedProblems) {
      expect(
        problems.some((p) => pattern.test(p)),
        `expected a problem matching ${pattern}`,
      ).toBe(true);
    }
    const unexpected = problems.filter((p) => !expectedProblems.some((pattern) => pattern.test(p)));
    expect(unexpected, "console errors and failed requests").toEqual([]);
  },
});

export { expect };
