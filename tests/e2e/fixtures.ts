import { test as base, expect } from "@playwright/test";
import { reportCspViolations } from "../../scripts/report-csp-violations";
import { routeTurnstile } from "./doubles";

/**
 * Every browser test fails on a console error, an uncaught exception, a
 * Content-Security-Policy violation or a failed same-origin request, whatever
 * it was checking.
 */
export const test = base.extend<{ pageProblems: string[]; expectedProblems: RegExp[] }>({
  /** Problems a test provokes on purpose (a logged verification failure, say); each must occur. */
  expectedProblems: async ({}, use) => use([]),
  pageProblems: [
    async ({ page, baseURL, expectedProblems }, use) => {
      const problems: string[] = [];
      // Cloudflare is out of reach: its widget script is always the test double.
      await routeTurnstile(page);
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
      await use(problems);
      for (const pattern of expectedProblems) {
        expect(
          problems.some((p) => pattern.test(p)),
          `expected a problem matching ${pattern}`,
        ).toBe(true);
      }
      const unexpected = problems.filter((p) => !expectedProblems.some((pattern) => pattern.test(p)));
      expect(unexpected, "console errors and failed requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
