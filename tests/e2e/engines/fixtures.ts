import { type Browser as PlaywrightBrowser, test as base } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser as PuppeteerBrowser } from "puppeteer-core";
import { firefoxPath, missingFor } from "../../../scripts/engines.mjs";
import {
  type EnginePage,
  type PageOptions,
  playwrightPage,
  puppeteerPage,
  startWebKitSession,
  type WebKitSession,
  webkitPage,
} from "./engine-page";
import { relaunching } from "./lost-browser";

export type EngineName = "chromium" | "firefox" | "webkit";

/**
 * An engine that cannot start on this machine (not installed) skips its tests, naming what to install; with
 * CI=true it fails them instead, so that CI never passes on fewer engines than it should.
 *
 * `open(path, size)` opens a page in the project's engine (the `engineName` option) and fails the test on any
 * console error, CSP violation or failed same-origin request it saw.
 */
export const test = base.extend<
  {
    open: (
      path: string,
      options?: Partial<Omit<PageOptions, "origin" | "reducedMotion">> & {
        allowed?: RegExp[];
      },
    ) => Promise<EnginePage>;
    engineInstalled: void;
  },
  {
    engineName: EngineName;
    chromium: () => Promise<PlaywrightBrowser>;
    firefox: (reducedMotion: boolean) => Promise<PuppeteerBrowser>;
    webkit: (reducedMotion: boolean) => Promise<WebKitSession>;
  }
>({
  engineName: ["chromium", { option: true, scope: "worker" }],
  // Playwright's Chromium, launched when first asked for: Playwright's own `browser` fixture would launch one in the
  // Firefox and WebKit workers too, which never use it.
  chromium: [
    async ({ playwright, launchOptions }, use) => {
      let launched: Promise<PlaywrightBrowser> | undefined;
      await use(() => (launched ??= playwright.chromium.launch(launchOptions)));
      if (launched) await (await launched).close();
    },
    { scope: "worker" },
  ],
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
  // WebKitGTK's MiniBrowser on an X display of its own (Xvfb), started when first asked for, and again for the
  // next test once it went away. GTK's settings, read at start, carry reduced motion, so a page that asks for it
  // gets a browser of its own.
  webkit: [
    async ({}, use) => {
      let desktop: ReturnType<typeof startWebKitDesktop> | undefined;
      const browsers = new Map<boolean, ReturnType<typeof relaunching<WebKitSession>>>();
      await use((reducedMotion) => {
        const onDesktop = (desktop ??= startWebKitDesktop());
        if (!browsers.has(reducedMotion))
          browsers.set(
            reducedMotion,
            relaunching(async () => startWebKitSession(await onDesktop, reducedMotion)),
          );
        return browsers.get(reducedMotion)!.get();
      });
      for (const browser of browsers.values()) await browser.quit();
      (await desktop)?.stop();
    },
    { scope: "worker" },
  ],
  engineInstalled: [
    async ({ engineName }, use, testInfo) => {
      const missing = missingFor(engineName);
      if (missing && process.env.CI) throw new Error(`${engineName} cannot start: install ${missing}`);
      testInfo.skip(!!missing, `${engineName} is not installed: install ${missing}`);
      await use();
    },
    { auto: true },
  ],
  open: async ({ engineName, chromium, firefox, webkit, baseURL, reducedMotion }, use) => {
    const opened: { page: EnginePage; allowed: RegExp[] }[] = [];
    await use(
      async (
        path,
        { width = 1280, height = 800, emailStatus = 200, verifyStatus, turnstileBlocked = false, allowed = [] } = {},
      ) => {
        // Playwright's own `reducedMotion` option, for every engine.
        const options: PageOptions = {
          origin: baseURL ?? "",
          width,
          height,
          emailStatus,
          verifyStatus,
          turnstileBlocked,
          reducedMotion: reducedMotion === "reduce",
        };
        const page =
          engineName === "firefox"
            ? await puppeteerPage(await firefox(options.reducedMotion), options)
            : engineName === "webkit"
              ? await webkitPage(await webkit(options.reducedMotion), options)
              : await playwrightPage(await chromium(), options);
        opened.push({ page, allowed });
        await page.goto(path);
        return page;
      },
    );
    for (const { page } of opened) await page.close();
    for (const { page, allowed } of opened) {
      const unexpected = (await page.problems()).filter((p) => !allowed.some((pattern) => pattern.test(p)));
      base.expect(unexpected, "console errors, CSP violations and failed requests").toEqual([]);
    }
  },
});

/** An X server of its own (Xvfb), and GTK configurations for MiniBrowser (see WebKitDesktop). */
async function startWebKitDesktop() {
  const gtkConfig = {
    motion: mkdtempSync(join(tmpdir(), "gtk-config-")),
    reducedMotion: mkdtempSync(join(tmpdir(), "gtk-config-")),
  };
  for (const folder of Object.values(gtkConfig)) {
    mkdirSync(join(folder, "gtk-3.0"));
    writeFileSync(
      join(folder, "gtk-3.0", "gtk.css"),
      "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n",
    );
  }
  writeFileSync(join(gtkConfig.reducedMotion, "gtk-3.0", "settings.ini"), "[Settings]\ngtk-enable-animations=0\n");
  const xvfb = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout.once("data", (data: Buffer) => resolve(`:${data.toString().trim()}`));
    xvfb.once("error", reject);
  });
  return { display, gtkConfig, stop: () => xvfb.kill() };
}

async function launchFirefox(reducedMotion: boolean) {
  const { launch } = await import("puppeteer-core");
  return launch({
    browser: "firefox",
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: reducedMotion ? { "ui.prefersReducedMotion": 1 } : {},
  });
}

export const expect = test.expect;
