import { test as base } from "@playwright/test";
import type { Browser as PuppeteerBrowser } from "puppeteer-core";
import { type EnginePage, type PageOptions, playwrightPage, puppeteerPage } from "./engine-page";

export type EngineName = "chromium" | "firefox";

/** Debian's Firefox ESR, driven over WebDriver BiDi. */
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * `open(path, size)` opens a page in the project's engine (the `engineName` option) and fails the test on any
 * console error, CSP violation or failed same-origin request it saw.
 */
export const test = base.extend<
  {
    open: (path: string, options?: Partial<Pick<PageOptions, "width" | "height" | "emailStatus">> & { expected?: RegExp[] }) => Promise<EnginePage>;
  },
  { engineName: EngineName; firefox: (reducedMotion: boolean) => Promise<PuppeteerBrowser> }
>({
  engineName: ["chromium", { option: true, scope: "worker" }],
  // Firefox, launched when first asked for. It takes reduced motion as a preference at launch, so a page that
  // asks for it gets a browser of its own.
  firefox: [
    async ({}, use) => {
      const launched = new Map<boolean, Promise<PuppeteerBrowser>>();
      await use((reducedMotion) => {
        if (!launched.has(reducedMotion)) launched.set(reducedMotion, launchFirefox(reducedMotion));
        return launched.get(reducedMotion)!;
      });
      for (const browser of launched.values()) await (await browser).close();
    },
    { scope: "worker" },
  ],
  open: async ({ engineName, firefox, browser, baseURL, reducedMotion }, use) => {
    const opened: { page: EnginePage; expected: RegExp[] }[] = [];
    await use(async (path, { width = 1280, height = 800, emailStatus = 200, expected = [] } = {}) => {
      const options: PageOptions = { origin: baseURL ?? "", width, height, emailStatus };
      // Playwright's own `reducedMotion` option, for every engine.
      const reduced = reducedMotion === "reduce";
      const page =
        engineName === "firefox" ? await puppeteerPage(await firefox(reduced), options) : await playwrightPage(browser, options, reduced);
      opened.push({ page, expected });
      await page.goto(path);
      return page;
    });
    for (const { page } of opened) await page.close();
    for (const { page, expected } of opened) {
      for (const pattern of expected) base.expect(page.problems.some((p) => pattern.test(p)), `expected a problem matching ${pattern}`).toBe(true);
      const unexpected = page.problems.filter((p) => !expected.some((pattern) => pattern.test(p)));
      base.expect(unexpected, "console errors, CSP violations and failed requests").toEqual([]);
    }
  },
});

async function launchFirefox(reducedMotion: boolean) {
  const { launch } = await import("puppeteer-core");
  return launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: reducedMotion ? { "ui.prefersReducedMotion": 1 } : {},
  });
}

export const expect = test.expect;
