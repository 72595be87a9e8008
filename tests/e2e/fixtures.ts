import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on a console error, an uncaught exception or a
 * failed same-origin request, whatever it was checking.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
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
      expect(problems, "console errors and failed requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
