import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from "@playwright/test";
import type { Browser as PuppeteerBrowser, HTTPRequest, Page as PuppeteerPage } from "puppeteer-core";
import { EMAILJS_SEND_FORM, TURNSTILE_DOUBLE } from "../doubles";

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
  click(selector: string): Promise<void>;
  fill(selector: string, value: string): Promise<void>;
  close(): Promise<void>;
  readonly problems: string[];
  /** Alerts shown so far (each accepted). */
  readonly alerts: string[];
  /**
   * Requests sent to EmailJS's send-form endpoint, by method and URL (WebDriver BiDi does not hand out request
   * bodies; the Chromium-only contact tests check the fields sent).
   */
  readonly emails: string[];
}

export interface PageOptions {
  origin: string;
  width: number;
  height: number;
  /** The status EmailJS's stand-in answers with. */
  emailStatus: number;
}

/** Answers EmailJS's send-form endpoint (out of reach here) as EmailJS would. */
const emailAnswer = (status: number) => ({
  status,
  contentType: "text/plain",
  body: status === 200 ? "OK" : "The template ID is invalid",
  headers: { "Access-Control-Allow-Origin": "*" },
});

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/** Logs CSP violations as console errors, so that every engine reports them the same way. */
const reportViolations = () =>
  document.addEventListener("securitypolicyviolation", (e) =>
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`),
  );

export async function playwrightPage(
  browser: PlaywrightBrowser,
  { origin, width, height, emailStatus }: PageOptions,
  reducedMotion: boolean,
): Promise<EnginePage> {
  // A context of its own: no storage (the contact cooldown) carries over from another test.
  const page: PlaywrightPage = await browser.newPage({ viewport: { width, height }, reducedMotion: reducedMotion ? "reduce" : "no-preference" });
  const [problems, alerts, emails]: string[][] = [[], [], []];
  await page.addInitScript(reportViolations);
  await page.route(`${TURNSTILE_SCRIPT}*`, (route) => route.fulfill({ contentType: "application/javascript", body: TURNSTILE_DOUBLE }));
  await page.route(EMAILJS_SEND_FORM, (route) => {
    emails.push(`${route.request().method()} ${route.request().url()}`);
    return route.fulfill(emailAnswer(emailStatus));
  });
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
  page.on("requestfailed", (r) => r.url().startsWith(origin) && problems.push(`request failed: ${r.url()}`));
  return {
    problems,
    alerts,
    emails,
    goto: async (path) => void (await page.goto(origin + path)),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    wait: (ms) => page.waitForTimeout(ms),
    click: (selector) => page.locator(selector).click(),
    fill: (selector, value) => page.locator(selector).fill(value),
    close: () => page.context().close(),
  };
}

export async function puppeteerPage(browser: PuppeteerBrowser, { origin, width, height, emailStatus }: PageOptions): Promise<EnginePage> {
  // A context of its own: no storage (the contact cooldown) carries over from another test.
  const context = await browser.createBrowserContext();
  const page: PuppeteerPage = await context.newPage();
  await page.setViewport({ width, height });
  const [problems, alerts, emails]: string[][] = [[], [], []];
  await page.evaluateOnNewDocument(reportViolations);
  await page.setRequestInterception(true);
  page.on("request", (request: HTTPRequest) => {
    if (request.url().startsWith(TURNSTILE_SCRIPT)) void request.respond({ contentType: "application/javascript", body: TURNSTILE_DOUBLE });
    else if (request.url() === EMAILJS_SEND_FORM && request.method() === "POST") {
      emails.push(`${request.method()} ${request.url()}`);
      void request.respond(emailAnswer(emailStatus));
    } else void request.continue();
  });
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
  page.on("requestfailed", (r) => r.url().startsWith(origin) && problems.push(`request failed: ${r.url()}`));
  return {
    problems,
    alerts,
    emails,
    goto: async (path) => void (await page.goto(origin + path, { waitUntil: "load" })),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    click: (selector) => page.locator(selector).click(),
    fill: (selector, value) => page.locator(selector).fill(value),
    close: () => context.close(),
  };
}
