import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, testChromiumPath } from "../chromium.mjs";
import { reportCspViolations } from "../report-csp-violations";
import type { Check } from "./checks";

export const pageLoadName = (path: string) => `${path} loads in Chromium with no CSP violation or console error`;

/**
 * Loads each page in Chromium as a visitor would, under the site's real headers, and reports every console error and
 * Content-Security-Policy violation (the CSP next to whatever the host injects into the page).
 */
export async function checkPageLoads(site: URL, paths: readonly string[]): Promise<Check[]> {
  const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
  try {
    const checks: Check[] = [];
    for (const path of paths) {
      const page = await browser.newPage();
      const problems: string[] = [];
      await page.addInitScript(reportCspViolations);
      page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      await page.goto(new URL(path, site).href, { waitUntil: "load" });
      // The page's own scripts and hydration.
      await page.waitForTimeout(2000);
      await page.close();
      checks.push({
        name: pageLoadName(path),
        ok: problems.length === 0,
        detail: problems.length === 0 ? "none" : problems.join("; "),
      });
    }
    return checks;
  } finally {
    await browser.close();
  }
}
