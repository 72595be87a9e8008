import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from "@playwright/test";
import type { Browser as PuppeteerBrowser, HTTPRequest, Page as PuppeteerPage } from "puppeteer-core";
import { TURNSTILE_DOUBLE } from "../doubles";

/**
 * The little a cross-engine test needs from a browser, the same whatever drives it: Playwright for Chromium,
 * puppeteer-core over WebDriver BiDi for Firefox (Playwright cannot drive Debian's Firefox ESR). Every page
 * records console errors, Content-Security-Policy violations and failed same-origin requests in `problems`.
 */
export interface EnginePage {
  goto(path: string): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (serialisable) result. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  wait(ms: number): Promise<void>;
  readonly problems: string[];
}

export interface PageOptions {
  origin: string;
  width: number;
  height: number;
}

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/** Logs CSP violations as console errors, so that every engine reports them the same way. */
const reportViolations = () =>
  document.addEventListener("securitypolicyviolation", (e) =>
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`),
  );

export async function playwrightPage(browser: PlaywrightBrowser, { origin, width, height }: PageOptions): Promise<EnginePage> {
  const page: PlaywrightPage = await browser.newPage({ viewport: { width, height } });
  const problems: string[] = [];
  await page.addInitScript(reportViolations);
  await page.route(`${TURNSTILE_SCRIPT}*`, (route) => route.fulfill({ contentType: "application/javascript", body: TURNSTILE_DOUBLE }));
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
  page.on("requestfailed", (r) => r.url().startsWith(origin) && problems.push(`request failed: ${r.url()}`));
  return {
    problems,
    goto: async (path) => void (await page.goto(origin + path)),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    wait: (ms) => page.waitForTimeout(ms),
  };
}

export async function puppeteerPage(browser: PuppeteerBrowser, { origin, width, height }: PageOptions): Promise<EnginePage> {
  const page: PuppeteerPage = await browser.newPage();
  await page.setViewport({ width, height });
  const problems: string[] = [];
  await page.evaluateOnNewDocument(reportViolations);
  await page.setRequestInterception(true);
  page.on("request", (request: HTTPRequest) => {
    if (request.url().startsWith(TURNSTILE_SCRIPT)) void request.respond({ contentType: "application/javascript", body: TURNSTILE_DOUBLE });
    else void request.continue();
  });
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
  page.on("requestfailed", (r) => r.url().startsWith(origin) && problems.push(`request failed: ${r.url()}`));
  return {
    problems,
    goto: async (path) => void (await page.goto(origin + path, { waitUntil: "load" })),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
