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
  { open: (path: string, size?: { width: number; height: number }) => Promise<EnginePage> },
  { engineName: EngineName; firefox: PuppeteerBrowser | undefined }
>({
  engineName: ["chromium", { option: true, scope: "worker" }],
  firefox: [
    async ({ engineName }, use) => {
      if (engineName !== "firefox") return use(undefined);
      const { launch } = await import("puppeteer-core");
      const browser = await launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true });
      await use(browser);
      await browser.close();
    },
    { scope: "worker" },
  ],
  open: async ({ engineName, firefox, browser, baseURL }, use) => {
    const opened: EnginePage[] = [];
    await use(async (path, { width, height } = { width: 1280, height: 800 }) => {
      const options: PageOptions = { origin: baseURL ?? "", width, height };
      const page = engineName === "firefox" && firefox ? await puppeteerPage(firefox, options) : await playwrightPage(browser, options);
      opened.push(page);
      await page.goto(path);
      return page;
    });
    for (const page of opened) base.expect(page.problems, "console errors, CSP violations and failed requests").toEqual([]);
  },
});

export const expect = test.expect;
