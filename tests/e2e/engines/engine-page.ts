import { createServer } from "node:net";
import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from "@playwright/test";
import type { Browser as PuppeteerBrowser, HTTPRequest, Page as PuppeteerPage } from "puppeteer-core";
import { Builder, By, type WebDriver } from "selenium-webdriver";
import { DriverService } from "selenium-webdriver/remote";
import { miniBrowserPath, webkitDriverPath } from "../../../scripts/engines.mjs";
import { VERIFY_ENDPOINT } from "../../../src/contact/verify-contract";
import {
  EMAILJS_SEND_FORM,
  emailAnswer,
  functionAnswer,
  NETWORK_ERROR,
  type StandInStatus,
  TURNSTILE_DOUBLE,
  TURNSTILE_SCRIPT,
} from "../doubles";
import { PROBE_KEY, reportViolations, startStandInProxy } from "./stand-in-proxy";

/**
 * The little a cross-engine test needs from a browser, the same whatever drives it: Playwright for Chromium,
 * puppeteer-core over WebDriver BiDi for Firefox (Playwright cannot drive Debian's Firefox ESR), selenium-webdriver
 * over WebKitWebDriver for WebKitGTK. Every page records console errors, Content-Security-Policy violations and
 * failed same-origin requests as `problems`.
 */
export interface EnginePage {
  goto(path: string): Promise<void>;
  /** Reloads the page in the same tab (sessionStorage survives). */
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (serialisable) result. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  wait(ms: number): Promise<void>;
  click(selector: string): Promise<void>;
  fill(selector: string, value: string): Promise<void>;
  close(): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  problems(): Promise<string[]>;
  /** Alerts shown so far (each accepted). */
  alerts(): Promise<string[]>;
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
  /** How EmailJS's stand-in answers. */
  emailStatus: StandInStatus;
  /** How /api/verify-turnstile answers in the function's place; undefined: the function itself answers. */
  verifyStatus?: StandInStatus;
  /** Cloudflare's host is unreachable, as behind a privacy extension or a company firewall. */
  turnstileBlocked: boolean;
  reducedMotion: boolean;
}

/**
 * Over WebDriver BiDi, puppeteer reads an Error logged to the console as "JSHandle@error"; logged as its text, it
 * reads as in the other engines (run in the page).
 */
const logErrorsAsText = () => {
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => error(...args.map((arg) => (arg instanceof Error ? String(arg) : arg)));
};

export async function playwrightPage(
  browser: PlaywrightBrowser,
  { origin, width, height, emailStatus, verifyStatus, turnstileBlocked, reducedMotion }: PageOptions,
): Promise<EnginePage> {
  // A context of its own: no storage (the contact cooldown) carries over from another test.
  const page: PlaywrightPage = await browser.newPage({
    viewport: { width, height },
    reducedMotion: reducedMotion ? "reduce" : "no-preference",
  });
  const [problems, alerts, emails]: string[][] = [[], [], []];
  await page.addInitScript(reportViolations);
  await page.route(`${TURNSTILE_SCRIPT}*`, (route) =>
    turnstileBlocked
      ? route.abort("blockedbyclient")
      : route.fulfill({ contentType: "application/javascript", body: TURNSTILE_DOUBLE }),
  );
  await page.route(EMAILJS_SEND_FORM, (route) => {
    emails.push(`${route.request().method()} ${route.request().url()}`);
    return emailStatus === NETWORK_ERROR ? route.abort("failed") : route.fulfill(emailAnswer(emailStatus));
  });
  if (verifyStatus !== undefined)
    await page.route(origin + VERIFY_ENDPOINT, (route) =>
      verifyStatus === NETWORK_ERROR ? route.abort("failed") : route.fulfill(functionAnswer(verifyStatus)),
    );
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
  page.on("requestfailed", (r) => r.url().startsWith(origin) && problems.push(`request failed: ${r.url()}`));
  return {
    problems: async () => problems,
    alerts: async () => alerts,
    emails,
    goto: async (path) => void (await page.goto(origin + path)),
    reload: async () => void (await page.reload()),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    wait: (ms) => page.waitForTimeout(ms),
    click: (selector) => page.locator(selector).click(),
    fill: (selector, value) => page.locator(selector).fill(value),
    close: () => page.context().close(),
    screenshot: () => page.screenshot(),
  };
}

export async function puppeteerPage(
  browser: PuppeteerBrowser,
  { origin, width, height, emailStatus, verifyStatus, turnstileBlocked }: PageOptions,
): Promise<EnginePage> {
  // A context of its own: no storage (the contact cooldown) carries over from another test.
  const context = await browser.createBrowserContext();
  const page: PuppeteerPage = await context.newPage();
  await page.setViewport({ width, height });
  const [problems, alerts, emails]: string[][] = [[], [], []];
  await page.evaluateOnNewDocument(reportViolations);
  await page.evaluateOnNewDocument(logErrorsAsText);
  await page.setRequestInterception(true);
  page.on("request", (request: HTTPRequest) => {
    if (request.url().startsWith(TURNSTILE_SCRIPT) && turnstileBlocked) void request.abort("blockedbyclient");
    else if (request.url().startsWith(TURNSTILE_SCRIPT))
      void request.respond({ contentType: "application/javascript", body: TURNSTILE_DOUBLE });
    else if (request.url() === EMAILJS_SEND_FORM && request.method() === "POST") {
      emails.push(`${request.method()} ${request.url()}`);
      void (emailStatus === NETWORK_ERROR ? request.abort("failed") : request.respond(emailAnswer(emailStatus)));
    } else if (request.url() === origin + VERIFY_ENDPOINT && verifyStatus !== undefined)
      void (verifyStatus === NETWORK_ERROR ? request.abort("failed") : request.respond(functionAnswer(verifyStatus)));
    else void request.continue();
  });
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
  page.on("requestfailed", (r) => r.url().startsWith(origin) && problems.push(`request failed: ${r.url()}`));
  return {
    problems: async () => problems,
    alerts: async () => alerts,
    emails,
    goto: async (path) => void (await page.goto(origin + path, { waitUntil: "load" })),
    reload: async () => void (await page.reload({ waitUntil: "load" })),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    click: (selector) => page.locator(selector).click(),
    fill: (selector, value) => page.locator(selector).fill(value),
    close: () => context.close(),
    screenshot: async () => Buffer.from(await page.screenshot()),
  };
}

/** A port no one listens on, for the driver. */
function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as import("node:net").AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A page in WebKitGTK's MiniBrowser, on the X display `display`. WebDriver classic cannot intercept requests or read
 * the console, so the page goes through a stand-in proxy (see stand-in-proxy.ts) that also reports its problems.
 */
export interface WebKitDesktop {
  /** An X display (Xvfb). */
  display: string;
  /**
   * XDG config folders for GTK. Both shrink MiniBrowser's toolbar, which otherwise keeps the window wider than a
   * phone; `reducedMotion` also turns GTK's animations off, which WebKitGTK reports as prefers-reduced-motion.
   */
  gtkConfig: { motion: string; reducedMotion: string };
}

export async function webkitPage(
  { display, gtkConfig }: WebKitDesktop,
  { origin, width, height, emailStatus, verifyStatus, turnstileBlocked, reducedMotion }: PageOptions,
): Promise<EnginePage> {
  const proxy = await startStandInProxy({ origin, emailStatus, verifyStatus, turnstileBlocked });
  const port = await freePort();
  const service = new DriverService(webkitDriverPath(), {
    hostname: "127.0.0.1",
    port,
    args: [`--port=${port}`],
    env: {
      ...process.env,
      DISPLAY: display,
      http_proxy: proxy.url,
      https_proxy: proxy.url,
      // The driver reaches the browser on 127.0.0.1; the site is at localhost.
      no_proxy: "127.0.0.1",
      XDG_CONFIG_HOME: reducedMotion ? gtkConfig.reducedMotion : gtkConfig.motion,
    },
  });
  const driver: WebDriver = await new Builder()
    .usingServer(await service.start())
    .withCapabilities({
      browserName: "MiniBrowser",
      acceptInsecureCerts: true,
      unhandledPromptBehavior: "ignore",
      "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation"] },
    })
    .build();
  // A page that never loads, or a script that never answers, fails with its own message, well inside a test's time.
  await driver.manage().setTimeouts({ pageLoad: 15_000, script: 15_000 });
  // The window is sized so that the page's viewport is width × height.
  await driver.manage().window().setRect({ width, height });
  const inner: { w: number; h: number } = await driver.executeScript("return { w: innerWidth, h: innerHeight }");
  await driver
    .manage()
    .window()
    .setRect({ width: 2 * width - inner.w, height: 2 * height - inner.h });

  const alerts: string[] = [];
  let closed: string[] | undefined;
  const probed = async (): Promise<string[]> =>
    JSON.parse((await driver.executeScript(`return sessionStorage.getItem(${JSON.stringify(PROBE_KEY)})`)) ?? "[]");
  const evaluate = async <R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> => {
    const answer: { value?: R; error?: string } = await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve(arguments[0]).then(${fn.toString()}).then((value) => done({ value }), (e) => done({ error: String(e && e.stack || e) }));`,
      arg,
    );
    if (answer.error) throw new Error(answer.error);
    return answer.value as R;
  };
  return {
    problems: async () => closed ?? [...proxy.problems, ...(await probed())],
    alerts: async () => {
      try {
        const alert = driver.switchTo().alert();
        alerts.push(await alert.getText());
        await alert.accept();
      } catch {
        // No alert is open.
      }
      return alerts;
    },
    emails: proxy.emails,
    goto: async (path) => driver.get(origin + path),
    reload: async () => driver.navigate().refresh(),
    evaluate,
    wait: (ms) => driver.sleep(ms),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), "base64"),
    click: async (selector) => driver.findElement(By.css(selector)).click(),
    fill: async (selector, value) => {
      // Select what is there and type over it (Element Clear also wants the field fully painted, not mid-entrance).
      const field = await driver.findElement(By.css(selector));
      await driver.executeScript("arguments[0].select()", field);
      await field.sendKeys(value);
    },
    close: async () => {
      try {
        closed = [...proxy.problems, ...(await probed())];
      } finally {
        await driver.quit();
        await service.kill();
        await proxy.close();
      }
    },
  };
}
