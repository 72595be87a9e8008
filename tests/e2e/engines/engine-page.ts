import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from "@playwright/test";
import type { Browser as PuppeteerBrowser, HTTPRequest, Page as PuppeteerPage } from "puppeteer-core";
import { Builder, By, error as webdriverError, type WebDriver } from "selenium-webdriver";
import { DriverService } from "selenium-webdriver/remote";
import { miniBrowserPath, webkitDriverPath } from "../../../scripts/engines.mjs";
import { reportCspViolations } from "../../../scripts/report-csp-violations";
import { VERIFY_ENDPOINT } from "../../../src/contact/verify-contract";
import {
  EMAILJS_SEND_FORM,
  emailAnswer,
  functionAnswer,
  NETWORK_ERROR,
  type StandIns,
  TURNSTILE_DOUBLE,
  TURNSTILE_SCRIPT,
} from "../doubles";
import { endUnlessGone, goneBy, guarded, type SharedBrowser } from "./lost-browser";
import {
  FRESH_START_PATH,
  PROBE_KEY,
  recordFirstFrames,
  requestFailed,
  type StandInProxy,
  startStandInProxy,
} from "./stand-in-proxy";

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
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  wait(ms: number): Promise<void>;
  click(selector: string): Promise<void>;
  fill(selector: string, value: string): Promise<void>;
  close(): Promise<void>;
  /** From now on, the stand-ins answer as `standIns` says (what it leaves out stays as it was). */
  answer(standIns: Partial<StandIns>): Promise<void>;
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

export interface PageOptions extends StandIns {
  origin: string;
  width: number;
  height: number;
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

/**
 * Records what a Playwright or a puppeteer page reports alike: its problems, and its alerts (each accepted).
 * Each listener takes only what both libraries hand it.
 */
function recordReports(browserPage: PlaywrightPage | PuppeteerPage, origin: string) {
  const page = browserPage as unknown as { on(event: string, listener: (arg: never) => void): void };
  const [problems, alerts]: string[][] = [[], []];
  page.on("dialog", (dialog: { message(): string; accept(): Promise<void> }) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on("console", (m: { type(): string; text(): string }) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e: unknown) => problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
  page.on("requestfailed", (r: { url(): string }) => {
    if (r.url().startsWith(origin)) problems.push(`request failed: ${r.url()}`);
  });
  page.on("response", (r: { url(): string; status(): number }) => {
    if (r.url().startsWith(origin) && r.status() >= 400) problems.push(requestFailed(r.url(), r.status()));
  });
  return { problems: async () => problems, alerts: async () => alerts };
}

export async function playwrightPage(
  browser: PlaywrightBrowser,
  { origin, width, height, reducedMotion, ...standIns }: PageOptions,
): Promise<EnginePage> {
  const current: StandIns = { ...standIns };
  // A context of its own: no storage (the contact cooldown) carries over from another test.
  const page: PlaywrightPage = await browser.newPage({
    viewport: { width, height },
    reducedMotion: reducedMotion ? "reduce" : "no-preference",
  });
  const emails: string[] = [];
  await page.addInitScript(reportCspViolations);
  await page.addInitScript(recordFirstFrames);
  await page.route(`${TURNSTILE_SCRIPT}*`, (route) =>
    current.turnstileBlocked
      ? route.abort("blockedbyclient")
      : route.fulfill({ contentType: "application/javascript", body: TURNSTILE_DOUBLE }),
  );
  await page.route(EMAILJS_SEND_FORM, (route) => {
    const { emailStatus } = current;
    emails.push(`${route.request().method()} ${route.request().url()}`);
    return emailStatus === NETWORK_ERROR ? route.abort("failed") : route.fulfill(emailAnswer(emailStatus));
  });
  await page.route(origin + VERIFY_ENDPOINT, (route) => {
    const { verifyStatus } = current;
    if (verifyStatus === undefined) return route.fallback();
    return verifyStatus === NETWORK_ERROR ? route.abort("failed") : route.fulfill(functionAnswer(verifyStatus));
  });
  return {
    ...recordReports(page, origin),
    emails,
    goto: async (path) => void (await page.goto(origin + path)),
    reload: async () => void (await page.reload()),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    wait: (ms) => page.waitForTimeout(ms),
    click: (selector) => page.locator(selector).click(),
    fill: (selector, value) => page.locator(selector).fill(value),
    close: () => page.context().close(),
    answer: async (changed) => void Object.assign(current, changed),
    screenshot: () => page.screenshot(),
  };
}

export async function puppeteerPage(
  browser: PuppeteerBrowser,
  { origin, width, height, reducedMotion: _chosenAtLaunch, ...standIns }: PageOptions,
): Promise<EnginePage> {
  const current: StandIns = { ...standIns };
  // A context of its own: no storage (the contact cooldown) carries over from another test.
  const context = await browser.createBrowserContext();
  const page: PuppeteerPage = await context.newPage();
  await page.setViewport({ width, height });
  const emails: string[] = [];
  await page.evaluateOnNewDocument(reportCspViolations);
  await page.evaluateOnNewDocument(logErrorsAsText);
  await page.evaluateOnNewDocument(recordFirstFrames);
  await page.setRequestInterception(true);
  page.on("request", (request: HTTPRequest) => {
    const { emailStatus, verifyStatus, turnstileBlocked } = current;
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
  return {
    ...recordReports(page, origin),
    emails,
    goto: async (path) => void (await page.goto(origin + path, { waitUntil: "load" })),
    reload: async () => void (await page.reload({ waitUntil: "load" })),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    click: (selector) => page.locator(selector).click(),
    fill: (selector, value) => page.locator(selector).fill(value),
    close: () => context.close(),
    answer: async (changed) => void Object.assign(current, changed),
    screenshot: async () => Buffer.from(await page.screenshot()),
  };
}

/** Where WebKitGTK's MiniBrowser runs. */
export interface WebKitDesktop {
  /** An X display (Xvfb). */
  display: string;
  /**
   * XDG config folders for GTK. Both shrink MiniBrowser's toolbar, which otherwise keeps the window wider than a
   * phone; `reducedMotion` also turns GTK's animations off, which WebKitGTK reports as prefers-reduced-motion.
   */
  gtkConfig: { motion: string; reducedMotion: string };
}

/**
 * A MiniBrowser and its driver, kept for a worker's WebKit tests: starting them took 2–3 s a test. Every command a
 * page sends goes through `guarded` (lost-browser.ts), so a browser that goes away fails the test that lost it.
 */
export interface WebKitSession extends SharedBrowser {
  driver: WebDriver;
  /** Every page of the session goes through it; each page sets its stand-ins and empties its records. */
  proxy: StandInProxy;
  /** The page it shows; a new page closes it, as the session has one window. */
  page?: EnginePage;
}

export async function startWebKitSession(
  { display, gtkConfig }: WebKitDesktop,
  reducedMotion: boolean,
): Promise<WebKitSession> {
  const proxy = await startStandInProxy({ origin: "", emailStatus: 200, turnstileBlocked: false });
  // What the driver, MiniBrowser and its web processes log, to say why the browser went away if it does.
  const output = join(mkdtempSync(join(tmpdir(), "webkit-driver-")), "output.log");
  const outputFd = openSync(output, "a");
  // On a free port, which the builder finds and passes to the driver.
  const service = new DriverService.Builder(webkitDriverPath())
    .setHostname("127.0.0.1")
    .setStdio(["ignore", outputFd, outputFd])
    .setEnvironment({
      ...process.env,
      DISPLAY: display,
      http_proxy: proxy.url,
      https_proxy: proxy.url,
      // The driver reaches the browser on 127.0.0.1; the site is at localhost.
      no_proxy: "127.0.0.1",
      XDG_CONFIG_HOME: reducedMotion ? gtkConfig.reducedMotion : gtkConfig.motion,
      // Xvfb has no GPU, so composited frames go through Mesa's software OpenGL (llvmpipe): on a busy 2-core
      // machine a page that animates got one to five frames a second, and gsap, taking a late frame as 33 ms,
      // stretched the counters' 2.5 s over a minute. Painted without compositing, the page keeps its frame rate.
      // Pictures to look at (LOOK_DIR, look.spec.ts) keep compositing: without it, screenshots showed the scrolled
      // navbar see-through, its background, border and shadow unpainted.
      ...(process.env.LOOK_DIR ? {} : { WEBKIT_DISABLE_COMPOSITING_MODE: "1" }),
    })
    .build();
  const url = await service.start().finally(() => closeSync(outputFd));
  const driver: WebDriver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: "MiniBrowser",
      acceptInsecureCerts: true,
      unhandledPromptBehavior: "ignore",
      "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation"] },
    })
    .build();
  // A page that never loads, or a script that never answers, fails with its own message, well inside a test's time.
  await driver.manage().setTimeouts({ pageLoad: 15_000, script: 15_000 });
  const session: WebKitSession = {
    driver,
    proxy,
    gone: goneBy(
      () => driver.getWindowHandle(),
      () => readFileSync(output, "utf8"),
    ),
    quit: async () => {
      try {
        await endUnlessGone(session, () => driver.quit());
      } finally {
        await service.kill();
        await proxy.close();
        rmSync(dirname(output), { recursive: true, force: true });
      }
    },
  };
  return session;
}

/**
 * Sizes MiniBrowser's window so that the page's viewport is width × height. A resize lands a moment after WebDriver
 * answers, so each step waits until the viewport has changed before measuring the toolbar's share of the window.
 */
async function sizeViewport(driver: WebDriver, width: number, height: number) {
  const viewport = async (): Promise<{ w: number; h: number }> =>
    driver.executeScript("return { w: innerWidth, h: innerHeight }");
  let outer = { width, height };
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await viewport();
    const { width: w, height: h } = await driver.manage().window().getRect();
    if (w !== outer.width || h !== outer.height) {
      await driver.manage().window().setRect(outer);
      for (let waited = 0; waited < 2000; waited += 50) {
        const now = await viewport();
        if (now.w !== before.w || now.h !== before.h) break;
        await driver.sleep(50);
      }
    }
    const seen = await viewport();
    if (seen.w === width && seen.h === height) return;
    outer = {
      width: Math.max(100, outer.width + width - seen.w),
      height: Math.max(100, outer.height + height - seen.h),
    };
  }
  throw new Error(`WebKit's viewport could not be sized to ${width}×${height}`);
}

/** Accepts the alert that is open, if one is, and returns its text. */
async function acceptAlert(driver: WebDriver): Promise<string | undefined> {
  try {
    const alert = driver.switchTo().alert();
    const text = await alert.getText();
    await alert.accept();
    return text;
  } catch (error) {
    if (error instanceof webdriverError.NoSuchAlertError) return undefined;
    throw error;
  }
}

/**
 * A page in the session's MiniBrowser, started afresh: the site's storage emptied, the window sized so that the
 * viewport is width × height. WebDriver classic cannot intercept requests or read the console, so the page goes
 * through the session's stand-in proxy (see stand-in-proxy.ts), which also reports its problems.
 */
export async function webkitPage(
  session: WebKitSession,
  { origin, width, height, reducedMotion: _chosenAtStart, ...standIns }: PageOptions,
): Promise<EnginePage> {
  const { driver, proxy } = session;
  const run = <T>(call: () => Promise<T>) => guarded(session, call);
  await session.page?.close();
  proxy.reconfigure({ origin, ...standIns });
  await run(() => driver.get(origin + FRESH_START_PATH));
  proxy.clear();
  await run(() => sizeViewport(driver, width, height));

  const alerts: string[] = [];
  let closed: string[] | undefined;
  const probed = async (): Promise<string[]> =>
    JSON.parse(
      (await run(() => driver.executeScript(`return sessionStorage.getItem(${JSON.stringify(PROBE_KEY)})`))) ?? "[]",
    );
  const evaluate = async <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> => {
    const answer = await run(() =>
      driver.executeAsyncScript<{ value?: R; error?: string }>(
        `const done = arguments[arguments.length - 1];
       Promise.resolve(arguments[0]).then(${fn.toString()}).then((value) => done({ value }), (e) => done({ error: String(e && e.stack || e) }));`,
        arg,
      ),
    );
    if (answer.error) throw new Error(answer.error);
    return answer.value as R;
  };
  const page: EnginePage = {
    problems: async () => closed ?? [...proxy.problems, ...(await probed())],
    alerts: async () => {
      const text = await run(() => acceptAlert(driver));
      if (text !== undefined) alerts.push(text);
      return alerts;
    },
    emails: proxy.emails,
    goto: (path) => run(() => driver.get(origin + path)),
    reload: () => run(() => driver.navigate().refresh()),
    evaluate,
    wait: (ms) => driver.sleep(ms),
    screenshot: async () => Buffer.from(await run(() => driver.takeScreenshot()), "base64"),
    click: (selector) => run(() => driver.findElement(By.css(selector)).click()),
    fill: (selector, value) =>
      run(async () => {
        // Select what is there and type over it (Element Clear also wants the field fully painted, not mid-entrance).
        const field = await driver.findElement(By.css(selector));
        await driver.executeScript("arguments[0].select()", field);
        await field.sendKeys(value);
      }),
    answer: async (changed) => proxy.reconfigure(changed),
    close: async () => {
      if (closed) return;
      session.page = undefined;
      // A browser that went away is not asked again: its test has failed saying so.
      if (session.lost) return void (closed = [...proxy.problems]);
      const unseen = await run(() => acceptAlert(driver));
      if (unseen !== undefined) alerts.push(unseen);
      closed = [...proxy.problems, ...(await probed())];
      // The page stops here, so that its timers and animations do not run on into the next test. (Not at
      // about:blank, whose load WebKitWebDriver once waited for until its page-load timeout.)
      await run(() => driver.get(origin + FRESH_START_PATH));
    },
  };
  session.page = page;
  return page;
}
