import type { Page, Route } from "@playwright/test";
import { parse } from "node:path";
import { expect, test } from "./fixtures";
import { runFramesUntilHydrated } from "./motion-helpers";
import { projectsInOrder } from "./content";
import { publishedName } from "../../src/build/published-files";

/**
 * On the pages whose first view is led by a screenshot (the projects page and each case study), the page's scripts
 * are requested only once that image has arrived, so that they do not share a slow link with it
 * (scripts/scripts-after-first-view.mjs); if it fails they come at once, and if it stalls they come 3 s after the
 * page was parsed.
 */
const [first] = projectsInOrder();
// Its URL, as the site publishes it (src/build/published-files.ts).
const name = encodeURIComponent(publishedName(parse(first.image).name)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const screenshot = new RegExp(`/${name}\\.(avif|webp|jpg|png)$`);
const PAGE_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

/** Opens `path` with the first view's screenshot held back; returns the held requests and the scripts requested. */
async function openWithScreenshotHeld(page: Page, path: string) {
  const held: Route[] = [];
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (PAGE_SCRIPT.test(request.url())) scripts.push(request.url());
  });
  await page.route(screenshot, (route) => void held.push(route));
  // The page's own 3 s limit runs on this clock, which only the test moves.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect.poll(() => held.length, "the screenshot was requested").toBeGreaterThan(0);
  return { held, scripts };
}

for (const path of ["/projects/", `/projects/${first.slug}/`]) {
  test.describe(path, () => {
    test("the page's scripts wait for the first view's screenshot, then the page comes alive", async ({ page }) => {
      const { held, scripts } = await openWithScreenshotHeld(page, path);
      // Gatsby's own <script async> tags would have been requested while the HTML was parsed.
      await page.waitForTimeout(500);
      expect(scripts).toEqual([]);

      for (const route of held) await route.continue();
      const shown = page.locator('img[fetchpriority="high"]').first();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect.poll(() => scripts.length).toBe(3);
      await runFramesUntilHydrated(page);
    });

    test("if the screenshot fails, the scripts come at once", async ({ page }) => {
      const { held, scripts } = await openWithScreenshotHeld(page, path);
      for (const route of held) await route.abort("aborted");
      await expect.poll(() => scripts.length).toBe(3);
      await runFramesUntilHydrated(page);
    });

    test("if the screenshot stalls, the scripts come 3 s after the page was parsed", async ({ page }) => {
      const { held, scripts } = await openWithScreenshotHeld(page, path);
      await page.clock.runFor(2900);
      await page.waitForTimeout(300);
      expect(scripts).toEqual([]);
      await page.clock.runFor(200);
      await expect.poll(() => scripts.length).toBe(3);
      await runFramesUntilHydrated(page);
      for (const route of held) await route.continue();
    });
  });
}
